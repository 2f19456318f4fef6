import type { ContentEdit } from '@trail/shared';

/** A text area's non-empty lines, trimmed. */
export const linesOf = (text: string) => text.split('\n').map((line) => line.trim()).filter(Boolean);

/** Who changed it last, when an admin did; nothing for content as seeded. */
export function EditedNote({ edit }: { edit: ContentEdit }) {
  if (!edit.editedAt) return <p className="content-note">As seeded from the content files.</p>;
  const when = new Date(edit.editedAt).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short' });
  return <p className="content-note">Edited on the admin page on {when}: the seed keeps this version.</p>;
}

/** A select of the section's sub-topics, keeping a value that is no longer one of them visible. */
export function SubTopicSelect({ subs, value, onChange }: { subs: string[]; value: string; onChange: (sub: string) => void }) {
  const choices = subs.includes(value) || !value ? subs : [value, ...subs];
  return (
    <label>
      Sub-topic
      <select value={value} onChange={(event) => onChange(event.target.value)} required>
        <option value="">Choose a sub-topic</option>
        {choices.map((sub) => (
          <option key={sub} value={sub}>
            {sub}
          </option>
        ))}
      </select>
    </label>
  );
}

/** The end of an add/edit form: what went wrong saving, the submit button (off while saving) and Cancel. */
export function SaveOrCancel({ save, label, onCancel }: { save: { error: Error | null; isPending: boolean }; label: string; onCancel: () => void }) {
  return (
    <>
      {save.error && <p role="alert">{save.error.message}</p>}
      <div className="form-actions">
        <button type="submit" disabled={save.isPending}>
          {label}
        </button>
        <button type="button" className="button-secondary" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </>
  );
}
