type Listener = () => void;
const listeners = new Set<Listener>();
let unavailable = false;

function set(value: boolean): void {
  if (unavailable === value) return;
  unavailable = value;
  for (const listener of listeners) listener();
}

/**
 * Whether the API said it is briefly unavailable (503, or a gateway's 502/504) on its latest
 * answer. The session stays: only a 401 ends it. Any other answer clears the flag.
 */
export const serviceAvailability = {
  isUnavailable: (): boolean => unavailable,
  report(status: number): void {
    if (status === 0) return; // no answer at all: the learner may be offline, the request says so itself
    set(status === 502 || status === 503 || status === 504);
  },
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};
