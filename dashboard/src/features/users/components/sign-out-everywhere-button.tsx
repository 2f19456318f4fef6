import { useSignOutEverywhere } from '../api/sign-out-everywhere';

/** Ends every session on the server, then signs out here. */
export function SignOutEverywhereButton({ onSignedOut }: { onSignedOut: () => Promise<void> }) {
  const signOut = useSignOutEverywhere();
  return (
    <>
      <button
        type="button"
        className="button-secondary"
        disabled={signOut.isPending}
        onClick={() => signOut.mutate(undefined, { onSuccess: () => void onSignedOut() })}
      >
        Sign out everywhere
      </button>
      {signOut.error && <p role="alert">{signOut.error.message}</p>}
    </>
  );
}
