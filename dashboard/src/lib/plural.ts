const rules = new Intl.PluralRules('en');

/** A noun's singular and plural, e.g. `{ one: 'mentor', other: 'mentors' }`. */
export interface Noun {
  one: string;
  other: string;
}

/** The form of `noun` that goes with `count`: "mentor" for 1, "mentors" for 0 and 2. */
export function nounFor(count: number, noun: Noun): string {
  return rules.select(count) === 'one' ? noun.one : noun.other;
}

/** The count with its noun: "1 reading", "3 readings". */
export function countOf(count: number, noun: Noun): string {
  return `${count} ${nounFor(count, noun)}`;
}
