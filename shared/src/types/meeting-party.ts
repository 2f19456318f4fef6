/** A meeting's two sides: who is seen, who cancelled, who reported. Its own file, so the meeting and its dispute can both name it. */
export type MeetingParty = 'mentor' | 'mentee';
