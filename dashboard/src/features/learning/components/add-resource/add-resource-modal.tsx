import { guessResourceType, MESSAGES, type ResourceType } from '@trail/shared';
import { useId, useState, type FormEvent } from 'react';
import { Modal } from '@/components/ui/modal';
import { useCreateLearning } from '../../api/create-learning';
import { ADD_RESOURCE_PRESETS, type AddResourcePreset } from './add-resource-presets';
import { MicroSkillsField } from './micro-skills-field';
import { ListChoice, ResourceTypeSelect } from './resource-fields';

export const ALREADY_SAVED_MESSAGE = 'You already saved this resource.';
export const INVALID_LINK_MESSAGE = 'Please enter the full link, starting with https://';

interface AddResourceModalProps {
  preset: AddResourcePreset;
  initialTitle?: string;
  /** A link shared to Trail (the /share page), with the type guessed for it. */
  initialLink?: { link: string; type: ResourceType };
  onClose: () => void;
}

/** People type "example.com/page"; the API needs an absolute http(s) link. */
function withScheme(link: string): string {
  const trimmed = link.trim();
  return /^[a-z][a-z0-9+.-]*:/i.test(trimmed) ? trimmed : `https://${trimmed}`;
}

/**
 * The same test as shared `isHttpUrl`, written here because importing resource-link.ts would
 * bring its public-suffix list (about 40 KB gzipped) into this chunk; the API checks again anyway.
 */
function isWebLink(link: string): boolean {
  try {
    return ['http:', 'https:'].includes(new URL(link).protocol);
  } catch {
    return false;
  }
}

export function AddResourceModal({ preset, initialTitle = '', initialLink, onClose }: AddResourceModalProps) {
  const ids = { heading: useId(), title: useId(), link: useId(), type: useId(), reminder: useId() };

  const defaults = ADD_RESOURCE_PRESETS[preset];
  const [title, setTitle] = useState(initialTitle);
  const [link, setLink] = useState(initialLink?.link ?? '');
  const [type, setType] = useState<ResourceType>(initialLink?.type ?? 'Article');
  const [typeChosen, setTypeChosen] = useState(false);
  const [onWishlist, setOnWishlist] = useState(defaults.onWishlist);
  const [reminder, setReminder] = useState(defaults.reminder);
  const [microSkills, setMicroSkills] = useState<string[]>([]);
  const [formError, setFormError] = useState<string | null>(null);
  const create = useCreateLearning();

  function changeLink(value: string) {
    setLink(value);
    if (!typeChosen && value.trim()) setType(guessResourceType({ url: withScheme(value), title }));
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const fullLink = withScheme(link);
    if (!title.trim() || !link.trim()) return setFormError(MESSAGES.fillInFields);
    if (!isWebLink(fullLink)) return setFormError(INVALID_LINK_MESSAGE);
    setFormError(null);
    create.mutate(
      { title: title.trim(), link: fullLink, type, microSkill: microSkills, wishList: { state: onWishlist }, reminder: { state: reminder } },
      { onSuccess: (answer) => !answer.alreadySaved && onClose() },
    );
  }

  const error = formError ?? create.error?.message;
  return (
    <Modal labelledBy={ids.heading} onClose={onClose}>
      <h2 id={ids.heading}>Add a resource</h2>
      {error && <p role="alert">{error}</p>}
      {create.data?.alreadySaved && <p role="status">{ALREADY_SAVED_MESSAGE}</p>}
      <form onSubmit={submit} noValidate>
        <div className="field">
          <label htmlFor={ids.title}>Title</label>
          <input id={ids.title} value={title} onChange={(event) => setTitle(event.target.value)} required />
        </div>
        <div className="field">
          <label htmlFor={ids.link}>URL link</label>
          <input id={ids.link} type="url" inputMode="url" value={link} onChange={(event) => changeLink(event.target.value)} required />
        </div>
        <ResourceTypeSelect
          id={ids.type}
          value={type}
          onChange={(chosen) => {
            setType(chosen);
            setTypeChosen(true);
          }}
        />
        <ListChoice legend="Save to" name="save-to" onWishlist={onWishlist} onChange={setOnWishlist} />
        <MicroSkillsField skills={microSkills} onChange={setMicroSkills} />
        <div className="field checkbox-field">
          <input id={ids.reminder} type="checkbox" checked={reminder} onChange={(event) => setReminder(event.target.checked)} />
          <label htmlFor={ids.reminder}>Remind me weekly</label>
        </div>
        <div className="modal-actions">
          <button type="button" className="secondary" onClick={onClose}>
            Cancel
          </button>
          <button type="submit" disabled={create.isPending}>
            {create.isPending ? 'Saving…' : 'Save resource'}
          </button>
        </div>
      </form>
    </Modal>
  );
}
