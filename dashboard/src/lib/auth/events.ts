type UnauthorizedListener = () => void;
const listeners = new Set<UnauthorizedListener>();

/**
 * The API client reports a refused token here; the app (which can navigate) listens.
 * lib cannot import the router or features, hence this small callback list.
 */
export function onUnauthorized(listener: UnauthorizedListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function reportUnauthorized(): void {
  for (const listener of listeners) listener();
}
