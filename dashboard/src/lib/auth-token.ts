const TOKEN_KEY = 'token';

// Storage can throw (private browsing, storage disabled); a missing token is the safe reading of that.
export const authToken = {
  get(): string | null {
    try {
      return localStorage.getItem(TOKEN_KEY);
    } catch {
      return null;
    }
  },
  set(token: string): void {
    localStorage.setItem(TOKEN_KEY, token);
  },
  clear(): void {
    try {
      localStorage.removeItem(TOKEN_KEY);
    } catch {
      // Nothing stored that we could remove.
    }
  },
};
