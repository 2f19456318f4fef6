import { RESOURCE_TYPES, type LearningResource, type ResourceType, timeAgo } from '@trail/shared';
import { useCallback, useState, type FormEvent } from 'react';
import { sendMessage, type PageDraft, type SaveOutcome, type SaveRequest } from '../../lib/messaging';
import { resourceUrl } from './dashboard-links';
import { MicroSkillsField } from './micro-skills-field';
import { POPUP_TEXTS } from './popup-texts';
import { RemoveSaved } from './remove-saved';
import { useExistingResource, useSkillSuggestions } from './use-existing-resource';

interface Props {
  page: PageDraft;
  onDone: (outcome: FormOutcome, updated: boolean) => void;
}

/** How the form ends: saved, queued or signed out, or the page removed from Trail. */
export type FormOutcome = Exclude<SaveOutcome, { status: 'failed' }> | { status: 'removed' };

function submit(fields: Fields, page: PageDraft, existing: LearningResource | null): Promise<SaveOutcome> {
  const { title, type, microSkills, onWishlist, reminder } = fields;
  if (existing) {
    return sendMessage('update', {
      id: existing._id,
      body: { title, type, microSkill: microSkills, wishList: { state: onWishlist }, reminder: { state: reminder } },
    });
  }
  return sendMessage('save', { ...fields, image: page.image });
}

/** What the form edits: a save request without the page's picture, which comes from the page. */
type Fields = Omit<SaveRequest, 'image'>;

const fieldsOf = (resource: LearningResource): Fields => ({
  title: resource.title,
  link: resource.link,
  type: resource.type,
  microSkills: resource.microSkill,
  onWishlist: resource.wishList.state,
  reminder: resource.reminder.state,
});

export function SaveForm({ page, onDone }: Props) {
  const [fields, setFields] = useState<Fields>({ ...page, microSkills: [], onWishlist: false, reminder: false });
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const set = useCallback((patch: Partial<Fields>) => setFields((current) => ({ ...current, ...patch })), []);
  const existing = useExistingResource(page.link, useCallback((found: LearningResource) => set(fieldsOf(found)), [set]));
  const suggestions = useSkillSuggestions();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError('');
    const outcome = await submit(fields, page, existing).catch(
      (failure: Error): SaveOutcome => ({ status: 'failed', error: failure.message }),
    );
    setBusy(false);
    if (outcome.status === 'failed') setError(outcome.error);
    else onDone(outcome, Boolean(existing));
  };

  return (
    <form className="form" onSubmit={onSubmit} aria-label={POPUP_TEXTS.heading}>
      {existing && (
        <div className="form__notice" role="status" data-testid="already-saved">
          {POPUP_TEXTS.alreadySaved}{' '}
          <time dateTime={existing.createdAt}>{POPUP_TEXTS.savedAgo(timeAgo(existing.createdAt))}</time>{' '}
          <a href={resourceUrl(existing)} target="_blank" rel="noreferrer">
            {POPUP_TEXTS.openInTrail}
          </a>{' '}
          <RemoveSaved id={existing._id} onRemoved={() => onDone({ status: 'removed' }, true)} onSignedOut={() => onDone({ status: 'signedOut' }, true)} />
        </div>
      )}
      {error && (
        <p className="form__error" role="alert">
          {error}
        </p>
      )}
      <label>
        {POPUP_TEXTS.title}
        <input required value={fields.title} onChange={(event) => set({ title: event.target.value })} />
      </label>
      <label>
        {POPUP_TEXTS.link}
        <input
          required
          type="url"
          readOnly={Boolean(existing)}
          value={fields.link}
          onChange={(event) => set({ link: event.target.value })}
        />
      </label>
      <p className="form__source" data-testid="offered-by">
        {page.offeredBy}
      </p>
      <label>
        {POPUP_TEXTS.type}
        <select value={fields.type} onChange={(event) => set({ type: event.target.value as ResourceType })}>
          {RESOURCE_TYPES.map((type) => (
            <option key={type}>{type}</option>
          ))}
        </select>
      </label>
      <div className="form__toggle" role="radiogroup" aria-label="Save as">
        {[false, true].map((onWishlist) => (
          <label key={String(onWishlist)}>
            <input type="radio" name="list" checked={fields.onWishlist === onWishlist} onChange={() => set({ onWishlist })} />
            {onWishlist ? POPUP_TEXTS.wishlist : POPUP_TEXTS.learning}
          </label>
        ))}
      </div>
      <MicroSkillsField skills={fields.microSkills} suggestions={suggestions} onChange={(microSkills) => set({ microSkills })} />
      <label className="form__check">
        <input type="checkbox" checked={fields.reminder} onChange={(event) => set({ reminder: event.target.checked })} />
        {POPUP_TEXTS.reminder}
      </label>
      <button type="submit" className="form__submit" disabled={busy}>
        {existing ? (busy ? POPUP_TEXTS.updating : POPUP_TEXTS.update) : busy ? POPUP_TEXTS.saving : POPUP_TEXTS.save}
      </button>
    </form>
  );
}
