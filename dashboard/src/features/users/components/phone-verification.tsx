import { PHONE_CODE, type User } from '@trail/shared';
import { useId, useState, type FormEvent } from 'react';
import { useSendPhoneCode } from '../api/send-phone-code';
import { useVerifyPhone } from '../api/verify-phone';

/** Proves the saved phone number with a code sent by WhatsApp; WhatsApp reminders wait for it (decision 0079). */
export function PhoneVerification({ user }: { user: User }) {
  const id = useId();
  const send = useSendPhoneCode();
  const verify = useVerifyPhone();
  const [code, setCode] = useState('');
  if (!user.phone) return null;
  if (user.phoneVerified) return <p role="status">{user.phone} is verified.</p>;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (code.trim()) verify.mutate({ userId: user._id, code: code.trim() });
  }

  const error = send.error?.message ?? verify.error?.message;
  return (
    <div className="phone-verification">
      <button type="button" className="secondary" disabled={send.isPending} onClick={() => send.mutate(user._id)}>
        {send.isPending ? 'Sending…' : send.isSuccess ? 'Send a new code' : 'Send code'}
      </button>
      {send.isSuccess && <p role="status">{send.data.message}</p>}
      {send.isSuccess && (
        <form className="inline-form" onSubmit={submit}>
          <label htmlFor={`${id}-code`}>Code from WhatsApp</label>
          <input
            id={`${id}-code`}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={PHONE_CODE.digits}
            value={code}
            onChange={(event) => setCode(event.target.value)}
          />
          <button type="submit" className="secondary" disabled={verify.isPending}>
            Verify
          </button>
        </form>
      )}
      {error && <p role="alert">{error}</p>}
    </div>
  );
}
