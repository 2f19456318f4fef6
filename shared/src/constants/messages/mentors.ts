/** The mentor list and a mentor's page. */
export const MENTORS_UNAVAILABLE = 'Our mentors are currently unavailable ... check back later';
export const MENTOR_NOT_FOUND = 'Error 404, sorry you got the wrong page';
export const MENTOR_FULLY_BOOKED =
  'This mentor has been fully booked for the next two weeks, check back later or check out other mentors';
