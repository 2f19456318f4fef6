/** Where two people meet: a link both can open, and what the link is ('Jitsi Meet', 'Google Meet'). */
export interface MeetingRoom {
  meetLink: string;
  venue: string;
}

/**
 * Gives each booked hour its own room inside the booking's transaction, so without any network call:
 * Jitsi Meet. With Google credentials a meeting moves to Google Meet after the commit
 * (meetings/calendar/, decision 0046).
 */
export abstract class MeetingRooms {
  abstract open(): MeetingRoom;
}
