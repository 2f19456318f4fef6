import { INPUT_LIMITS, type Field, type MentorApplicationBody } from '@trail/shared';
import { useState, type FormEvent, type ReactNode } from 'react';
import { ApiError } from '@/lib/api/api-client';
import { useApplyToMentor } from '../api/apply-to-mentor';
import '../mentors.css';

const EMPTY = { tag: '', bio: '', yearsOfExperience: '', profileLink: '', helpWith: '' };

interface MentorApplicationFormProps {
  fields: readonly Field[];
  /** Shown under a 403 (an unconfirmed e-mail), e.g. a way to get the confirmation mail again. */
  forbiddenHint?: ReactNode;
}

/** "Become a mentor": tracks, job title, bio, years of experience, a public profile link and what they help with. */
export function MentorApplicationForm({ fields, forbiddenHint }: MentorApplicationFormProps) {
  const apply = useApplyToMentor();
  const [fieldIds, setFieldIds] = useState<string[]>([]);
  const [text, setText] = useState(EMPTY);
  const [tracksMissing, setTracksMissing] = useState(false);

  const toggleField = (id: string) => {
    setTracksMissing(false);
    setFieldIds((current) => (current.includes(id) ? current.filter((known) => known !== id) : [...current, id]));
  };
  const input = (name: keyof typeof EMPTY) => ({
    value: text[name],
    onChange: (event: { target: { value: string } }) => setText((current) => ({ ...current, [name]: event.target.value })),
    required: true,
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (fieldIds.length === 0) {
      setTracksMissing(true);
      return;
    }
    const body: MentorApplicationBody = {
      fieldIds,
      tag: text.tag.trim(),
      bio: text.bio.trim(),
      yearsOfExperience: Number(text.yearsOfExperience),
      profileLink: text.profileLink.trim(),
      helpWith: text.helpWith.trim(),
    };
    apply.mutate(body);
  };

  const forbidden = apply.error instanceof ApiError && apply.error.status === 403;
  return (
    <form className="mentor-application-form settings-form" onSubmit={submit} aria-label="Become a mentor">
      {apply.error && (
        <div role="alert" className="alert alert-error">
          <p>{apply.error.message}</p>
        </div>
      )}
      {forbidden && forbiddenHint}
      <fieldset aria-invalid={tracksMissing} aria-describedby={tracksMissing ? 'tracks-error' : undefined}>
        <legend>Tracks you mentor in</legend>
        {fields.map((field) => (
          <label key={field._id} className="checkbox-label">
            <input type="checkbox" checked={fieldIds.includes(field._id)} onChange={() => toggleField(field._id)} />
            {field.name}
          </label>
        ))}
        {tracksMissing && (
          <span id="tracks-error" className="field-error">
            Choose at least one track
          </span>
        )}
      </fieldset>
      <label>
        Job title
        <input {...input('tag')} autoComplete="organization-title" maxLength={INPUT_LIMITS.mentorTag} />
      </label>
      <label>
        Bio
        <textarea {...input('bio')} rows={4} maxLength={INPUT_LIMITS.mentorBio} />
      </label>
      <label>
        Years of experience
        <input {...input('yearsOfExperience')} type="number" min={0} max={INPUT_LIMITS.yearsOfExperience} inputMode="numeric" />
      </label>
      <label>
        Public profile link (e.g. LinkedIn)
        <input {...input('profileLink')} type="url" placeholder="https://" />
      </label>
      <label>
        What you can help with
        <textarea {...input('helpWith')} rows={3} maxLength={INPUT_LIMITS.mentorHelpWith} />
      </label>
      <button type="submit" disabled={apply.isPending} aria-busy={apply.isPending}>
        {apply.isPending ? 'Sending…' : 'Apply to mentor'}
      </button>
    </form>
  );
}
