import { addMicroSkill, displayText } from '@trail/shared';
import { useState, type KeyboardEvent } from 'react';
import { POPUP_TEXTS } from './popup-texts';

interface Props {
  skills: string[];
  suggestions: string[];
  onChange: (skills: string[]) => void;
}

/** Added on Enter or with the button; blanks and repeats are ignored by the shared rule. */
export function MicroSkillsField({ skills, suggestions, onChange }: Props) {
  const [draft, setDraft] = useState('');
  const add = () => {
    onChange(addMicroSkill(skills, draft));
    setDraft('');
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault(); // Enter adds the skill instead of submitting the form
    add();
  };
  return (
    <fieldset className="skills">
      <legend>{POPUP_TEXTS.microSkills}</legend>
      <div className="skills__add">
        <input
          aria-label={POPUP_TEXTS.microSkills}
          list="trail-skill-suggestions"
          placeholder={POPUP_TEXTS.microSkillPlaceholder}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={onKeyDown}
        />
        <button type="button" onClick={add}>
          {POPUP_TEXTS.addSkill}
        </button>
      </div>
      <datalist id="trail-skill-suggestions">
        {suggestions.map((name) => (
          <option key={name} value={name} />
        ))}
      </datalist>
      {skills.length > 0 && (
        <ul className="skills__chips">
          {skills.map((skill) => (
            <li key={skill} title={skill}>
              {displayText(skill, 'skillLabel')}
              <button
                type="button"
                aria-label={POPUP_TEXTS.removeSkill(skill)}
                onClick={() => onChange(skills.filter((kept) => kept !== skill))}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
    </fieldset>
  );
}
