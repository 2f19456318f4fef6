import type { ReminderChannels } from '@trail/shared';
import { useId, useState, type FormEvent } from 'react';

interface NotificationTogglesProps {
  channels: ReminderChannels | undefined;
  phone: string | undefined;
  pending: boolean;
  error: string | undefined;
  onToggle: (channel: keyof ReminderChannels, on: boolean) => void;
  onSavePhone: (phone: string) => void;
}

/** Weekly reminder channels: e-mail and WhatsApp; WhatsApp needs a phone number, asked for here. */
export function NotificationToggles({ channels, phone, pending, error, onToggle, onSavePhone }: NotificationTogglesProps) {
  const id = useId();
  const [phoneDraft, setPhoneDraft] = useState(phone ?? '');

  function savePhone(event: FormEvent) {
    event.preventDefault();
    if (phoneDraft.trim()) onSavePhone(phoneDraft.trim());
  }

  return (
    <section className="panel" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>Notification</h2>
      {error && <p role="alert">{error}</p>}
      {(['gmail', 'whatsapp'] as const).map((channel) => (
        <div key={channel} className="field checkbox-field">
          <input
            id={`${id}-${channel}`}
            type="checkbox"
            role="switch"
            checked={channels?.[channel] ?? false}
            disabled={!channels || pending}
            onChange={(event) => onToggle(channel, event.target.checked)}
          />
          <label htmlFor={`${id}-${channel}`}>{channel === 'gmail' ? 'E-mail reminders' : 'WhatsApp reminders'}</label>
        </div>
      ))}
      <form className="inline-form" onSubmit={savePhone}>
        <label htmlFor={`${id}-phone`}>Phone number for WhatsApp</label>
        <input
          id={`${id}-phone`}
          type="tel"
          autoComplete="tel"
          placeholder="+234…"
          value={phoneDraft}
          onChange={(event) => setPhoneDraft(event.target.value)}
        />
        <button type="submit" className="secondary" disabled={pending}>
          Save number
        </button>
      </form>
    </section>
  );
}
