import type { ReminderChannels } from '@trail/shared';
import { NotificationToggles } from '@/features/learning/components/notification-toggles';
import { useUpdateUser } from '@/features/users/api/update-user';
import { PhoneVerification } from '@/features/users/components/phone-verification';
import { useUser } from '@/lib/auth';

/** Joins the signed-in user's reminder channels to the toggles; the users feature owns the update. */
export function ReminderSettings() {
  const { data: user } = useUser();
  const update = useUpdateUser();

  function toggle(channel: keyof ReminderChannels, on: boolean) {
    if (user) update.mutate({ userId: user._id, body: { reminder: { [channel]: on } } });
  }

  function savePhone(phone: string) {
    if (user) update.mutate({ userId: user._id, body: { phone } });
  }

  return (
    <NotificationToggles
      key={user?._id}
      channels={user?.reminder}
      phone={user?.phone}
      phoneVerified={Boolean(user?.phoneVerified)}
      pending={update.isPending}
      error={update.error?.message}
      onToggle={toggle}
      onSavePhone={savePhone}
    >
      {user && <PhoneVerification key={user.phone} user={user} />}
    </NotificationToggles>
  );
}
