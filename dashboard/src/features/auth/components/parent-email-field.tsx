interface ParentEmailFieldProps {
  value: string;
  onChange: (value: string) => void;
}

/** Asked of a 13–17-year-old, at sign-up and when an older account gives its month of birth (decision 0058). */
export function ParentEmailField({ value, onChange }: ParentEmailFieldProps) {
  return (
    <>
      <label>
        Parent's or guardian's e-mail
        <input type="email" value={value} onChange={(event) => onChange(event.target.value)} autoComplete="off" required aria-describedby="parent-email-why" />
      </label>
      <p id="parent-email-why" className="field-hint">
        You are under 18, so we e-mail them a link to agree to your account. Until they do, you can learn with
        Trail, but not pay, book a mentor or show a public profile.
      </p>
    </>
  );
}
