export const SOCIAL_CARD: { path: string; width: number; height: number; alt: string };
export function socialMeta(page: { path: string; title: string; description: string }, siteUrl: string | undefined, siteName: string): string[];
