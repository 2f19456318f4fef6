import type { ExtensionFlag } from '@trail/shared';

const EXTENSION_KEY = 'extension';

/** 'exist' once the extension said it is installed here, or the account was made from its install flow. */
export function readExtensionFlag(): ExtensionFlag {
  try {
    return localStorage.getItem(EXTENSION_KEY) === 'exist' ? 'exist' : 'inactive';
  } catch {
    return 'inactive';
  }
}

export function markExtensionInstalled(): void {
  try {
    localStorage.setItem(EXTENSION_KEY, 'exist');
  } catch {
    // Without storage the tour simply offers the download again.
  }
}
