export function SigningIn() {
  return (
    <div role="status" className="page-skeleton">
      Signing you in…
    </div>
  );
}
