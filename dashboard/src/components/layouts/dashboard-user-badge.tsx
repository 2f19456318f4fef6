import { displayText } from '@trail/shared';

export interface DashboardUser {
  firstName: string;
  lastName: string;
  profileImgUrl?: string;
}

/** The learner's picture and name at the bottom of the side navigation (names cut at 24 characters). */
export function DashboardUserBadge({ user }: { user: DashboardUser | undefined }) {
  if (!user) return <div className="user-badge" aria-hidden="true" />;
  const name = displayText(`${user.firstName} ${user.lastName}`, 'name');
  const initials = `${user.firstName.charAt(0)}${user.lastName.charAt(0)}`.toUpperCase();
  return (
    <div className="user-badge">
      {user.profileImgUrl ? (
        <img src={user.profileImgUrl} alt="" width={40} height={40} className="avatar" />
      ) : (
        <span className="avatar avatar-initials" aria-hidden="true">
          {initials}
        </span>
      )}
      <span className="user-badge-name">{name}</span>
    </div>
  );
}
