import type { AdminResource, AdminSection, ResourceEditBody } from '@trail/shared';
import { useState, type FormEvent } from 'react';
import { useResetResource, useResourceRetired, useSaveResource } from '../../api/pathway-content';
import { EditedNote, SaveOrCancel, SubTopicSelect } from './content-fields';

const blank = (section: number): ResourceEditBody => ({ section, title: '', photo: null, description: '', duration: '', link: '', article: true, sub: '' });

function ResourceForm({ slug, section, resource, onDone }: { slug: string; section: AdminSection; resource?: AdminResource; onDone: () => void }) {
  const save = useSaveResource();
  const [body, setBody] = useState<ResourceEditBody>(resource ? { ...resource } : blank(section.no));
  const set = <K extends keyof ResourceEditBody>(key: K, value: ResourceEditBody[K]) => setBody((current) => ({ ...current, [key]: value }));
  const label = resource ? `Edit ${resource.title}` : 'New resource';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const { section: no, title, photo, description, duration, link, article, sub, order } = body;
    save.mutate({ slug, id: resource?._id, body: { section: no, title, photo: photo || null, description, duration, link, article, sub, order } }, { onSuccess: onDone });
  };

  return (
    <form onSubmit={submit} className="settings-form" aria-label={label}>
      <label>
        Title
        <input value={body.title} onChange={(event) => set('title', event.target.value)} required />
      </label>
      <label>
        Link
        <input type="url" value={body.link} onChange={(event) => set('link', event.target.value)} required />
      </label>
      <label>
        Photo address (optional)
        <input type="url" value={body.photo ?? ''} onChange={(event) => set('photo', event.target.value)} />
      </label>
      <label>
        Description
        <textarea value={body.description} onChange={(event) => set('description', event.target.value)} rows={3} required />
      </label>
      <label>
        Duration
        <input value={body.duration} onChange={(event) => set('duration', event.target.value)} required />
      </label>
      <label>
        Kind
        <select value={body.article ? 'article' : 'video'} onChange={(event) => set('article', event.target.value === 'article')}>
          <option value="article">Article</option>
          <option value="video">Video</option>
        </select>
      </label>
      <SubTopicSelect subs={section.sub} value={body.sub} onChange={(sub) => set('sub', sub)} />
      <SaveOrCancel save={save} label={resource ? 'Save resource' : 'Add resource'} onCancel={onDone} />
    </form>
  );
}

function ResourceRow({ slug, section, resource }: { slug: string; section: AdminSection; resource: AdminResource }) {
  const retire = useResourceRetired();
  const reset = useResetResource();
  const [editing, setEditing] = useState(false);
  const retired = resource.retiredAt !== null;
  return (
    <li className="content-item">
      <p>
        <strong>{resource.title}</strong> · {resource.article ? 'Article' : 'Video'} · {resource.sub}
        {retired && <span className="content-retired"> · Retired</span>}
      </p>
      <EditedNote edit={resource} />
      {(retire.error ?? reset.error) && <p role="alert">{(retire.error ?? reset.error)!.message}</p>}
      {editing ? (
        <ResourceForm slug={slug} section={section} resource={resource} onDone={() => setEditing(false)} />
      ) : (
        <div className="form-actions">
          <button type="button" className="button-secondary" onClick={() => setEditing(true)} aria-label={`Edit ${resource.title}`}>
            Edit
          </button>
          <button
            type="button"
            className="button-secondary"
            disabled={retire.isPending}
            onClick={() => retire.mutate({ slug, id: resource._id, retired: !retired })}
            aria-label={`${retired ? 'Restore' : 'Retire'} ${resource.title}`}
          >
            {retired ? 'Restore' : 'Retire'}
          </button>
          {resource.editedAt && !resource.key.startsWith('admin-') && (
            <button type="button" className="button-secondary" disabled={reset.isPending} onClick={() => reset.mutate({ slug, id: resource._id })} aria-label={`Reset ${resource.title} to seed content`}>
              Reset to seed content
            </button>
          )}
        </div>
      )}
    </li>
  );
}

/** A section's resources in order: edit, retire (hidden from learners, progress kept) or restore, and add one. */
export function ResourceEditor({ slug, section, resources }: { slug: string; section: AdminSection; resources: AdminResource[] }) {
  const [adding, setAdding] = useState(false);
  return (
    <section aria-labelledby="resources-heading">
      <h3 id="resources-heading">Resources</h3>
      <ul className="content-list">
        {resources.map((resource) => (
          <ResourceRow key={resource._id} slug={slug} section={section} resource={resource} />
        ))}
      </ul>
      {adding ? (
        <ResourceForm slug={slug} section={section} onDone={() => setAdding(false)} />
      ) : (
        <button type="button" onClick={() => setAdding(true)}>
          Add a resource
        </button>
      )}
    </section>
  );
}
