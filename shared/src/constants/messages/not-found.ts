export const NOT_FOUND = 'Error 404 You got the wrong page';
