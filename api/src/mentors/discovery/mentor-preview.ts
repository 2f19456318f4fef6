import { escapeHtml as escape, type PublicMentor, SOCIAL_CARD, socialMetaTags } from '@trail/shared';

const SITE_DESCRIPTION = 'Save what you learn, plan it, and get mentored on it. Book an hour with a mentor on Trail.';

/** One line of at most `max` characters, cut at a word, for a preview's description. */
function summary(text: string, max = 200): string {
  const line = text.replace(/\s+/g, ' ').trim();
  if (line.length <= max) return line;
  const cut = line.slice(0, max - 1);
  return `${cut.slice(0, cut.lastIndexOf(' ') > max / 2 ? cut.lastIndexOf(' ') : cut.length)}…`;
}

interface Preview {
  title: string;
  description: string;
  url: string;
  image: string;
  type: 'profile' | 'website';
  heading: string;
}

function previewOf(mentor: PublicMentor | null, siteUrl: string, pagePath: string): Preview {
  const card = `${siteUrl}${SOCIAL_CARD.path}`;
  if (!mentor) {
    return { title: 'Trail', description: SITE_DESCRIPTION, url: `${siteUrl}${pagePath}`, image: card, type: 'website', heading: 'Trail' };
  }
  const name = `${mentor.firstName} ${mentor.lastName}`.trim();
  const tracks = mentor.fields.map((field) => field.name).join(', ');
  const about = [mentor.tag, mentor.bio].filter(Boolean).join('. ');
  return {
    title: `${name}${mentor.tag ? `, ${mentor.tag}` : ''} · Mentor on Trail`,
    description: summary(about ? `${about}${tracks ? ` Mentors in ${tracks}.` : ''}` : `Book a mentoring session with ${name} on Trail${tracks ? ` (${tracks})` : ''}.`),
    url: `${siteUrl}/${encodeURIComponent(mentor.username)}`,
    image: mentor.picture ?? card,
    type: 'profile',
    heading: name,
  };
}

/**
 * The HTML a link-preview crawler (WhatsApp, Facebook, X, LinkedIn, Slack, Telegram) reads for a shared
 * mentor page: Open Graph and Twitter tags and a readable summary. People get the dashboard itself;
 * the reverse proxy sends only those crawlers here (decision 0038).
 */
export function mentorPreviewHtml(mentor: PublicMentor | null, siteUrl: string, pagePath: string): string {
  const card = `${siteUrl}${SOCIAL_CARD.path}`;
  const preview = previewOf(mentor, siteUrl, pagePath);
  const meta = [
    `<meta name="description" content="${escape(preview.description)}">`,
    ...socialMetaTags({ ...preview, siteName: 'Trail', imageIsCard: preview.image === card }),
  ].join('\n');
  return [
    '<!doctype html>',
    '<html lang="en">',
    '<head>',
    '<meta charset="utf-8">',
    `<title>${escape(preview.title)}</title>`,
    `<link rel="canonical" href="${escape(preview.url)}">`,
    meta,
    '</head>',
    '<body>',
    `<h1>${escape(preview.heading)}</h1>`,
    `<p>${escape(preview.description)}</p>`,
    `<p><a href="${escape(preview.url)}">Open on Trail</a></p>`,
    '</body>',
    '</html>',
    '',
  ].join('\n');
}
