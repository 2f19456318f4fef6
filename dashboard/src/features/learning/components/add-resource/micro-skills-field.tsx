import { addMicroSkill, displayText } from '@trail/shared';
import { useId, useState, type KeyboardEvent } from 'react';
import { useSkills } from '@/lib/skills/use-skills';

interface MicroSkillsFieldProps {
  skills: string[];
  onChange: (skills: string[]) => void;
}

/** Micro skills: added on Enter or with the button, suggested from the skills list, each removable. */
export function MicroSkillsField({ skills, onChange }: MicroSkillsFieldProps) {
  const inputId = useId();
  const listId = useId();
  const [draft, setDraft] = useState('');
  const suggestions = useSkills();

  function add() {
    onChange(addMicroSkill(skills, draft));
    setDraft('');
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key !== 'Enter') return;
    event.preventDefault(); // Enter adds the skill; it must not submit the whole form
    add();
  }

  return (
    <div className="field">
      <label htmlFor={inputId}>Micro skills</label>
      <div className="inline-form">
        <input
          id={inputId}
          list={listId}
          value={draft}
          autoComplete="off"
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={onKeyDown}
        />
        <button type="button" className="secondary" onClick={add}>
          Add skill
        </button>
      </div>
      <datalist id={listId}>
        {suggestions.data?.map((skill) => <option key={skill._id} value={skill.name} />)}
      </datalist>
      {skills.length > 0 && (
        <ul className="skill-labels" aria-label="Added micro skills">
          {skills.map((skill) => (
            <li key={skill} title={skill}>
              {displayText(skill, 'skillLabel')}
              <button type="button" className="remove-skill" aria-label={`Remove ${skill}`} onClick={() => onChange(skills.filter((s) => s !== skill))}>
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
