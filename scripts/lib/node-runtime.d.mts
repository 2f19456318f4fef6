export const NODE_VERSION: string;
export const NODE_MAJOR: string;
export const NODE_BIN_DIR: string;
/** The registry package holding Node for a machine; throws, saying what to do, on a machine it cannot serve. */
export function nodePackage(machine?: { platform?: string; arch?: string; glibc?: string | null }): { name: string; integrity: string };
/** The pinned Node fetched into .tools/ (once); resolves with the path of its `node`. */
export function fetchNode(): Promise<string>;
/** Returns under Node 24; otherwise re-runs the current script under the fetched Node 24 and exits with its code. */
export function useNode24(): Promise<void>;
