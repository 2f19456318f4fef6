import { NotificationToggles } from '@/features/learning/components/notification-toggles';
import { useUser } from '@/lib/auth';

/** Joins the signed-in user's reminder channels to the toggles (the users feature owns the update). */
export function ReminderSettings() {
  const { data: user } = useUser();
  return (
    <NotificationToggles
      key={user?._id}
      channels={user?.reminder}
      phone={user?.phone}
      pending={false}
      error={undefined}
      onToggle={() => undefined}
      onSavePhone={() => undefined}
    />
  );
}
