import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// findBy… and waitFor give up after 1 s by default; a busy 2-core CI machine can take longer than that to
// render a screen, so a correct test failed there. A real failure still fails, only later.
configure({ asyncUtilTimeout: 5_000 });

// Without vitest globals, Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup();
  localStorage.clear();
});
