const TOKEN_KEY = 'token';

type Listener = (token: string | null) => void;
const listeners = new Set<Listener>();

function notify(token: string | null): void {
  for (const listener of listeners) listener(token);
}

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
    notify(token);
  },
  clear(): void {
    try {
      localStorage.removeItem(TOKEN_KEY);
    } catch {
      // Nothing stored that we could remove.
    }
    notify(null);
  },
  /** Called after every set and clear (the extension bridge and the React hooks follow the session this way). */
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};
