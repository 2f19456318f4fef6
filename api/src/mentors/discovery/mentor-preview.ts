import { escapeHtml as escape, mentorLinkPreview, type PublicMentor, socialMetaTags } from '@trail/shared';

/**
 * The HTML a link-preview crawler (WhatsApp, Facebook, X, LinkedIn, Slack, Telegram) reads for a shared
 * mentor page: Open Graph and Twitter tags and a readable summary. People get the dashboard itself;
 * the reverse proxy sends only those crawlers here (decision 0038).
 */
export function mentorPreviewHtml(mentor: PublicMentor | null, siteUrl: string, pagePath: string): string {
  const preview = mentorLinkPreview(mentor, siteUrl, pagePath);
  const meta = [`<meta name="description" content="${escape(preview.description)}">`, ...socialMetaTags(preview)].join('\n');
  return [
    '<!doctype html>',
    '<html lang="en">',
    '<head>',
    '<meta charset="utf-8">',
    `<title>${escape(preview.title)}</title>`,
    `<link rel="canonical" href="${escape(preview.url ?? pagePath)}">`,
    meta,
    '</head>',
    '<body>',
    `<h1>${escape(preview.heading)}</h1>`,
    `<p>${escape(preview.description)}</p>`,
    `<p><a href="${escape(preview.url ?? pagePath)}">Open on Trail</a></p>`,
    '</body>',
    '</html>',
    '',
  ].join('\n');
}
