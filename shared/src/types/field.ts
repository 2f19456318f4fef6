/** A mentorship track (spec "field"); the footer's five are seeded. */
export interface Field {
  _id: string;
  name: string;
  slug: string;
  description: string;
}
