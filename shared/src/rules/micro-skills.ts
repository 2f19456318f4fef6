/** Trimmed, lowercased micro skills with blanks and repeats dropped, in the order given. */
export function normaliseMicroSkills(skills: readonly string[]): string[] {
  const seen = new Set<string>();
  for (const skill of skills) {
    const name = skill.trim().replace(/\s+/g, ' ').toLowerCase();
    if (name) seen.add(name);
  }
  return [...seen];
}

/** The list with `skill` added, unless it is blank or already there. */
export function addMicroSkill(skills: readonly string[], skill: string): string[] {
  return normaliseMicroSkills([...skills, skill]);
}
