export const INVALID_EMAIL = 'Please Enter a valid email address';
