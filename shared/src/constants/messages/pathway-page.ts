export const LOGIN_FOR_PATHWAY = 'You need to be logged in to get a pathway';
