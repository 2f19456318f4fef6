import { sendMessage } from '../../lib/messaging';
import { POPUP_TEXTS } from './popup-texts';

/** Opens the dashboard's sign-in; the dashboard hands the session back through the bridge. */
export function SignInPrompt({ message }: { message: string }) {
  const signIn = () => {
    void sendMessage('signIn', {}).then(() => window.close());
  };
  return (
    <section className="popup__status" aria-label="Signed out">
      <p>{message}</p>
      <button type="button" className="form__submit" onClick={signIn}>
        {POPUP_TEXTS.signIn}
      </button>
    </section>
  );
}
