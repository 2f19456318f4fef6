import { PROFILE_MESSAGES, type ReminderChannels } from '@trail/shared';
import { useId, useState, type FormEvent, type ReactNode } from 'react';

interface NotificationTogglesProps {
  channels: ReminderChannels | undefined;
  phone: string | undefined;
  /** WhatsApp can be turned on only for a number proven by a code (decision 0079). */
  phoneVerified: boolean;
  pending: boolean;
  error: string | undefined;
  onToggle: (channel: keyof ReminderChannels, on: boolean) => void;
  onSavePhone: (phone: string) => void;
  /** Proving the number, below the number itself. */
  children?: ReactNode;
}

/** Weekly reminder channels: e-mail and WhatsApp; WhatsApp needs a verified phone number, asked for here. */
export function NotificationToggles({ channels, phone, phoneVerified, pending, error, onToggle, onSavePhone, children }: NotificationTogglesProps) {
  const id = useId();
  const [phoneDraft, setPhoneDraft] = useState(phone ?? '');
  // Turning WhatsApp off stays open: a number opted in before codes existed is unverified (decision 0079).
  const whatsAppLocked = !phoneVerified && !channels?.whatsapp;

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
            disabled={!channels || pending || (channel === 'whatsapp' && whatsAppLocked)}
            aria-describedby={channel === 'whatsapp' && !phoneVerified ? `${id}-whatsapp-why` : undefined}
            onChange={(event) => onToggle(channel, event.target.checked)}
          />
          <label htmlFor={`${id}-${channel}`}>{channel === 'gmail' ? 'E-mail reminders' : 'WhatsApp reminders'}</label>
        </div>
      ))}
      {!phoneVerified && (
        <p id={`${id}-whatsapp-why`} className="muted">
          {PROFILE_MESSAGES.verifyPhoneFirst}.
        </p>
      )}
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
      {children}
    </section>
  );
}
