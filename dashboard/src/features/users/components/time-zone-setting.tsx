import type { User } from '@trail/shared';
import { useId, useMemo } from 'react';
import { useUpdateUser } from '../api/update-user';
import { browserTimeZone } from '../hooks/use-remember-time-zone';

const DEFAULT_ZONE = 'Africa/Lagos';

/** Every zone the browser knows, with the current one first when a browser lacks the list. */
function zonesWith(current: string): string[] {
  const known = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return known.includes(current) ? known : [current, ...known];
}

/** Which zone the times in meeting e-mails and messages are written in; saved as soon as it changes. */
export function TimeZoneSetting({ user }: { user: User }) {
  const id = useId();
  const update = useUpdateUser();
  const current = user.timezone ?? browserTimeZone() ?? DEFAULT_ZONE;
  const zones = useMemo(() => zonesWith(current), [current]);

  return (
    <div className="time-zone-setting">
      <label htmlFor={id}>Time zone for meeting e-mails and messages</label>
      <select
        id={id}
        value={current}
        disabled={update.isPending}
        onChange={(event) => update.mutate({ userId: user._id, body: { timezone: event.target.value } })}
      >
        {zones.map((zone) => (
          <option key={zone} value={zone}>
            {zone.replaceAll('_', ' ')}
          </option>
        ))}
      </select>
      {update.isSuccess && <p role="status">Saved</p>}
      {update.error && (
        <p role="alert" className="alert alert-error">
          {update.error.message}
        </p>
      )}
    </div>
  );
}
