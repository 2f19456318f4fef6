import { INPUT_LIMITS } from '@trail/shared';
import { useState, type FormEvent } from 'react';
import { useGrantAttempts } from '../../api/assessment-questions';

/** Extra attempts at one section's assessment for one learner, found by e-mail. */
export function GrantAttemptsForm({ slug, sections }: { slug: string; sections: number[] }) {
  const grant = useGrantAttempts();
  const [email, setEmail] = useState('');
  const [section, setSection] = useState(String(sections[0] ?? 1));
  const [extra, setExtra] = useState('1');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    grant.mutate({ slug, body: { email: email.trim(), section: Number(section), extra: Number(extra) } });
  };

  return (
    <section aria-labelledby="grant-heading">
      <h3 id="grant-heading">Grant attempts</h3>
      <form onSubmit={submit} className="settings-form">
        <label>
          Learner&rsquo;s e-mail
          <input type="email" value={email} onChange={(event) => setEmail(event.target.value)} required />
        </label>
        <label>
          Section
          <select value={section} onChange={(event) => setSection(event.target.value)}>
            {sections.map((no) => (
              <option key={no} value={no}>
                Section {no}
              </option>
            ))}
          </select>
        </label>
        <label>
          Extra attempts
          <input type="number" min={1} max={INPUT_LIMITS.extraAttemptsPerGrant} value={extra} onChange={(event) => setExtra(event.target.value)} required />
        </label>
        {grant.error && <p role="alert">{grant.error.message}</p>}
        {grant.data && <p role="status">{grant.data.message}</p>}
        <div className="form-actions">
          <button type="submit" disabled={grant.isPending}>
            Grant attempts
          </button>
        </div>
      </form>
    </section>
  );
}
