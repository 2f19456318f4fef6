import type { PublicMentor } from '@trail/shared';

type AvatarMentor = Pick<PublicMentor, 'firstName' | 'lastName' | 'picture'>;

const initials = ({ firstName, lastName }: AvatarMentor) =>
  `${firstName.charAt(0)}${lastName.charAt(0)}`.toUpperCase();

/** The mentor's photo, or their initials when there is none. Decorative: the name sits beside it. */
export function MentorAvatar({ mentor, size = 64 }: { mentor: AvatarMentor; size?: number }) {
  const style = { width: size, height: size, fontSize: size / 2.5 };
  if (mentor.picture) {
    return <img className="mentor-avatar" src={mentor.picture} alt="" width={size} height={size} loading="lazy" />;
  }
  return (
    <span className="mentor-avatar mentor-initials" style={style} aria-hidden="true">
      {initials(mentor)}
    </span>
  );
}
