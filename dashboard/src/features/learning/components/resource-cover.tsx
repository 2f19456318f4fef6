import type { CSSProperties } from 'react';
import { defaultCoverIndex } from '@trail/shared';
import { useHideCovers } from '@/lib/data-saver';

const COVER_HUES = [210, 150, 30, 280, 350, 190, 90, 250, 10, 320, 60, 170];

interface ResourceCoverProps {
  listIndex: number;
  image?: string;
}

/**
 * The resource's own picture when it has one, else the default cover for its list position:
 * a CSS gradient instead of a downloaded image, since learners pay for every byte. With the data
 * saver on (Settings, or the browser's own), a resource's picture is never fetched either.
 */
export function ResourceCover({ listIndex, image }: ResourceCoverProps) {
  const hideCovers = useHideCovers();
  if (image && !hideCovers) {
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
      // The gradient itself is in styles/tokens.css, which holds every colour; the cover gives its hue.
      style={{ '--cover-hue': hue } as CSSProperties}
      aria-hidden="true"
    />
  );
}
