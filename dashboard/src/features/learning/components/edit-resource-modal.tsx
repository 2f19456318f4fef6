import { type LearningResource, MESSAGES, type ResourceType, type UpdateLearningBody } from '@trail/shared';
import { type FormEvent, useId, useState } from 'react';
import { Modal } from '@/components/ui/modal';
import { useUpdateLearning } from '../api/update-learning';
import { MicroSkillsField } from './add-resource/micro-skills-field';
import { ListChoice, ResourceTypeSelect } from './add-resource/resource-fields';

const sameSkills = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((skill, i) => skill === b[i]);

/** Edits a saved resource's title, type, micro skills and list; sends only what changed. */
export function EditResourceModal({ resource, onClose }: { resource: LearningResource; onClose: () => void }) {
  const ids = { heading: useId(), title: useId(), type: useId() };
  const [title, setTitle] = useState(resource.title);
  const [type, setType] = useState<ResourceType>(resource.type);
  const [onWishlist, setOnWishlist] = useState(resource.wishList.state);
  const [microSkills, setMicroSkills] = useState<string[]>(resource.microSkill);
  const [formError, setFormError] = useState<string | null>(null);
  const update = useUpdateLearning();

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!title.trim()) return setFormError(MESSAGES.fillInFields);
    const body: UpdateLearningBody = {
      ...(title.trim() !== resource.title ? { title: title.trim() } : {}),
      ...(type !== resource.type ? { type } : {}),
      ...(onWishlist !== resource.wishList.state ? { wishList: { state: onWishlist } } : {}),
      ...(!sameSkills(microSkills, resource.microSkill) ? { microSkill: microSkills } : {}),
    };
    if (Object.keys(body).length === 0) return onClose();
    setFormError(null);
    update.mutate({ id: resource._id, body }, { onSuccess: onClose });
  }

  const error = formError ?? update.error?.message;
  return (
    <Modal labelledBy={ids.heading} onClose={onClose}>
      <h2 id={ids.heading}>Edit resource</h2>
      {error && <p role="alert">{error}</p>}
      <form onSubmit={submit} noValidate>
        <div className="field">
          <label htmlFor={ids.title}>Title</label>
          <input id={ids.title} value={title} onChange={(event) => setTitle(event.target.value)} required />
        </div>
        <ResourceTypeSelect id={ids.type} value={type} onChange={setType} />
        {!resource.done && <ListChoice legend="List" name="edit-list" onWishlist={onWishlist} onChange={setOnWishlist} />}
        <MicroSkillsField skills={microSkills} onChange={setMicroSkills} />
        <div className="modal-actions">
          <button type="button" className="secondary" onClick={onClose}>
            Cancel
          </button>
          <button type="submit" disabled={update.isPending}>
            {update.isPending ? 'Saving…' : 'Save changes'}
          </button>
        </div>
      </form>
    </Modal>
  );
}
