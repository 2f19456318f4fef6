/** Where two people meet: a link both can open, and what the link is ('Jitsi Meet', 'Google Meet'). */
export interface MeetingRoom {
  meetLink: string;
  venue: string;
}

/**
 * Gives each booked hour its own room. Jitsi Meet today; a Google Calendar adapter (an event with a
 * Meet conference, both people invited) is the next implementation of this same class, chosen in
 * VideoModule when Google credentials are configured.
 */
export abstract class MeetingRooms {
  abstract open(): MeetingRoom;
}
