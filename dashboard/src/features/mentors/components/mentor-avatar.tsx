import type { PublicMentor } from '@trail/shared';

type AvatarMentor = Pick<PublicMentor, 'firstName' | 'lastName' | 'picture'>;

const initials = ({ firstName, lastName }: AvatarMentor) =>
  `${firstName.charAt(0)}${lastName.charAt(0)}`.toUpperCase();

interface MentorAvatarProps {
  mentor: AvatarMentor;
  /** A card's small picture, or the large one at the top of the mentor's page (the first thing it paints). */
  large?: boolean;
}

/**
 * The mentor's photo, or their initials when there is none. Decorative: the name sits beside it. Sized by
 * class, not a `style` attribute: a page rendered on request may carry none under the Content-Security-Policy.
 */
export function MentorAvatar({ mentor, large = false }: MentorAvatarProps) {
  const size = large ? 96 : 64;
  const sizeClass = large ? 'mentor-avatar-large' : 'mentor-avatar-small';
  if (mentor.picture) {
    return <img className={`mentor-avatar ${sizeClass}`} src={mentor.picture} alt="" width={size} height={size} loading={large ? 'eager' : 'lazy'} />;
  }
  return (
    <span className={`mentor-avatar mentor-initials ${sizeClass}`} aria-hidden="true">
      {initials(mentor)}
    </span>
  );
}
