import '@/components/ui/forms.css';
import { MESSAGES, PROFILE_LIMITS, usernameError, type User } from '@trail/shared';
import { useState, type FormEvent } from 'react';
import { useUpdateUser } from '../api/update-user';

type ProfileFields = { username: string; bio: string; tag: string };

/** Only the filled fields are sent, so an empty box never wipes what is stored. */
function filledFields(fields: ProfileFields): Partial<ProfileFields> {
  return Object.fromEntries(
    Object.entries(fields)
      .map(([key, value]) => [key, value.trim()])
      .filter(([, value]) => value !== ''),
  );
}

/**
 * Which fields a save needs (spec §5): the /pathway Profile needs a job title or a bio; the earlier
 * layout's Settings any one of job title, bio or username.
 */
export type ProfileRule = 'tagOrBio' | 'anyField';

function missingRequired(body: Partial<ProfileFields>, rule: ProfileRule): boolean {
  return rule === 'tagOrBio' ? !body.tag && !body.bio : Object.keys(body).length === 0;
}

/** Username, bio and job title, with the read-only e-mail (spec §2 proff, §5 profile save). */
export function SettingsForm({ user, rule = 'anyField' }: { user: User; rule?: ProfileRule }) {
  const [fields, setFields] = useState<ProfileFields>({
    username: user.username ?? '',
    bio: user.bio ?? '',
    tag: user.tag ?? '',
  });
  const [problem, setProblem] = useState<string | null>(null);
  const update = useUpdateUser();

  const change = (key: keyof ProfileFields) => (event: { target: { value: string } }) => {
    setFields((current) => ({ ...current, [key]: event.target.value }));
    update.reset();
    setProblem(null);
  };

  const save = (event: FormEvent) => {
    event.preventDefault();
    const body = filledFields(fields);
    if (missingRequired(body, rule)) return setProblem(MESSAGES.fillInFields);
    const badUsername = body.username ? usernameError(body.username) : null;
    if (badUsername) return setProblem(badUsername);
    setProblem(null);
    update.mutate({ userId: user._id, body });
  };

  const error = problem ?? update.error?.message;
  return (
    <form onSubmit={save} className="settings-form" noValidate>
      {error && (
        <p role="alert" className="alert alert-error">
          {error}
        </p>
      )}
      {update.isSuccess && <p role="status">Your changes are saved.</p>}
      <label>
        Username
        <input value={fields.username} onChange={change('username')} autoComplete="username" maxLength={PROFILE_LIMITS.username} />
      </label>
      <label>
        Bio
        <textarea value={fields.bio} onChange={change('bio')} rows={3} />
      </label>
      <label>
        Job title
        <input value={fields.tag} onChange={change('tag')} autoComplete="organization-title" />
      </label>
      <label>
        E-mail
        <input value={user.email} readOnly aria-readonly="true" type="email" />
      </label>
      <button type="submit" disabled={update.isPending} aria-busy={update.isPending}>
        {update.isPending ? 'Saving…' : 'Save Changes'}
      </button>
    </form>
  );
}
