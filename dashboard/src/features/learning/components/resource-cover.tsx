import { defaultCoverIndex } from '@trail/shared';

const COVER_HUES = [210, 150, 30, 280, 350, 190, 90, 250, 10, 320, 60, 170];

interface ResourceCoverProps {
  listIndex: number;
  image?: string;
}

/**
 * The resource's own picture when it has one, else the default cover for its list position:
 * a CSS gradient instead of a downloaded image, since learners pay for every byte.
 */
export function ResourceCover({ listIndex, image }: ResourceCoverProps) {
  if (image) {
    // Covers come from other sites: they learn nothing about which page of Trail showed them.
    return (
      <img
        className="resource-cover"
        src={image}
        alt=""
        width={160}
        height={90}
        loading="lazy"
        decoding="async"
        referrerPolicy="no-referrer"
      />
    );
  }
  const coverNumber = Number(defaultCoverIndex(listIndex));
  const hue = COVER_HUES[(coverNumber - 1) % COVER_HUES.length];
  return (
    <span
      className="resource-cover"
      data-cover={defaultCoverIndex(listIndex)}
      style={{ background: `linear-gradient(135deg, hsl(${hue} 70% 55%), hsl(${(hue! + 40) % 360} 70% 35%))` }}
      aria-hidden="true"
    />
  );
}
