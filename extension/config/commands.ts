/** The keyboard shortcut's command name: declared in the manifest, handled by the background. */
export const SAVE_COMMAND = 'save-page';
