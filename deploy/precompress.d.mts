export function precompress(folder: string): number;
