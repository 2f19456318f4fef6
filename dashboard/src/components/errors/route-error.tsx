import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { MESSAGES } from '@trail/shared';

function reload() {
  window.location.reload();
}

/** Shown when a page cannot render, most often because its code failed to download on a weak connection. */
export function RouteError() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) {
    return <h1>{MESSAGES.notFound}</h1>;
  }
  return (
    <div role="alert">
      <h1>This page could not load</h1>
      <p>Check your connection and try again.</p>
      <button type="button" onClick={reload}>
        Try again
      </button>
    </div>
  );
}
