export const ROOT: string;
export function fromRoot(...segments: string[]): string;
