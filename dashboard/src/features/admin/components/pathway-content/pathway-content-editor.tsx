import { useState } from 'react';
import { useQuestions } from '../../api/assessment-questions';
import { usePathwayContent } from '../../api/pathway-content';
import '../../admin.css';
import { GrantAttemptsForm } from './grant-attempts-form';
import { QuestionEditor } from './question-editor';
import { ResourceEditor } from './resource-editor';
import { SectionForm } from './section-form';
import { SectionOrder } from './section-order';

/** The product-design pathway is the only one so far (api/src/pathways/content/pathway-catalogue.ts). */
export const EDITED_PATHWAY = 'product-design';

/** "Pathway content" on the admin page: pick a section, edit it, its resources and its questions; grant attempts. */
export function PathwayContentEditor({ slug = EDITED_PATHWAY }: { slug?: string }) {
  const content = usePathwayContent(slug);
  const questions = useQuestions(slug);
  const [picked, setPicked] = useState(1);
  const sections = content.data?.sections ?? [];
  const section = sections.find((one) => one.no === picked) ?? sections[0];

  return (
    <section aria-labelledby="pathway-content-heading">
      <h2 id="pathway-content-heading">Pathway content</h2>
      {(content.error ?? questions.error) && <p role="alert">{(content.error ?? questions.error)!.message}</p>}
      {content.isPending && <p role="status">Loading…</p>}
      {content.data && section && (
        <>
          <p>{content.data.title}: edits reach learners at once and the seed keeps them.</p>
          <label className="settings-form">
            Section
            <select value={section.no} onChange={(event) => setPicked(Number(event.target.value))}>
              {sections.map((one) => (
                <option key={one.no} value={one.no}>
                  {one.no}. {one.title}
                </option>
              ))}
            </select>
          </label>
          <SectionOrder slug={slug} section={section} count={sections.length} onMoved={setPicked} />
          <SectionForm key={`${section.no}:${section.title}:${section.editedAt ?? ''}`} slug={slug} section={section} />
          <ResourceEditor slug={slug} section={section} resources={content.data.resources.filter((one) => one.section === section.no)} />
          <QuestionEditor slug={slug} section={section} questions={(questions.data ?? []).filter((one) => one.section === section.no)} />
          <GrantAttemptsForm slug={slug} sections={sections.map((one) => one.no)} />
        </>
      )}
    </section>
  );
}
