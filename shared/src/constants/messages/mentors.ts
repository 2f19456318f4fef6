/** The mentor list and a track's mentors. */
export const MENTORS_UNAVAILABLE = 'Our mentors are currently unavailable ... check back later';
