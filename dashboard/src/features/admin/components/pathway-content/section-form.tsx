import type { AdminSection } from '@trail/shared';
import { useState, type FormEvent } from 'react';
import { useEditSection } from '../../api/pathway-content';
import { EditedNote, linesOf } from './content-fields';

/** A section's title, sub-topics (one a line), due offset and duration text. */
export function SectionForm({ slug, section }: { slug: string; section: AdminSection }) {
  const edit = useEditSection();
  const [title, setTitle] = useState(section.title);
  const [sub, setSub] = useState(section.sub.join('\n'));
  const [dueOffsetDays, setDueOffsetDays] = useState(String(section.dueOffsetDays));
  const [duration, setDuration] = useState(section.duration);

  const save = (event: FormEvent) => {
    event.preventDefault();
    edit.mutate({ slug, no: section.no, body: { title, sub: linesOf(sub), dueOffsetDays: Number(dueOffsetDays), duration } });
  };

  return (
    <form onSubmit={save} className="settings-form" aria-label={`Section ${section.no}`}>
      <label>
        Title
        <input value={title} onChange={(event) => setTitle(event.target.value)} required />
      </label>
      <label>
        Sub-topics (one a line)
        <textarea value={sub} onChange={(event) => setSub(event.target.value)} rows={6} required />
      </label>
      <label>
        Due (days from the start)
        <input type="number" min={0} value={dueOffsetDays} onChange={(event) => setDueOffsetDays(event.target.value)} required />
      </label>
      <label>
        Duration text
        <input value={duration} onChange={(event) => setDuration(event.target.value)} required />
      </label>
      {edit.error && <p role="alert">{edit.error.message}</p>}
      {edit.isSuccess && <p role="status">Section saved.</p>}
      <EditedNote edit={section} />
      <div className="form-actions">
        <button type="submit" disabled={edit.isPending}>
          Save section
        </button>
      </div>
    </form>
  );
}
