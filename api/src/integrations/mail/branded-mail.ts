import { escapeHtml } from './escape-html';
import type { MailMessage } from './mail-message';
import { MAIL_BLOCKS, MAIL_LAYOUT } from './template/trail-mail.compiled';

/** One piece of a mail's body, as plain values: the renderer escapes every one of them. */
export type MailBlock =
  | { paragraph: string }
  | { heading: string }
  | { button: { label: string; href: string } }
  | { details: ReadonlyArray<readonly [label: string, value: string]> }
  | { list: ReadonlyArray<{ text: string; href?: string }> };

export interface MailLink {
  label: string;
  href: string;
}

export interface MailContent {
  /** The line mail programs show after the subject; the body's first paragraph when left out. */
  preview?: string;
  blocks: MailBlock[];
  /** Why the person got this mail. */
  reason: string;
  /** The digest's way out, under the reason. */
  unsubscribe?: MailLink;
}

const link = ({ label, href }: MailLink): string =>
  `<a href="${escapeHtml(href)}" style="color:inherit;text-decoration:underline">${escapeHtml(label)}</a>`;

/** Replaces {{name}} in one pass, so a value that itself holds "{{…}}" is never filled in again. */
const fill = (template: string, values: Record<string, string>): string =>
  template.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => values[name] ?? whole);

const paragraph = (text: string): string => escapeHtml(text).replace(/\n/g, '<br>');

function block(item: MailBlock): string {
  if ('paragraph' in item) return fill(MAIL_BLOCKS.paragraph, { content: paragraph(item.paragraph) });
  if ('heading' in item) return fill(MAIL_BLOCKS.heading, { content: escapeHtml(item.heading) });
  if ('button' in item) {
    return fill(MAIL_BLOCKS.button, { href: escapeHtml(item.button.href), label: escapeHtml(item.button.label) });
  }
  if ('details' in item) {
    const rows = item.details
      .map(
        ([label, value]) =>
          `<tr><th scope="row" align="left" valign="top" style="padding:4px 16px 4px 0;font-weight:600">${escapeHtml(label)}</th>` +
          `<td style="padding:4px 0">${paragraph(value)}</td></tr>`,
      )
      .join('');
    return fill(MAIL_BLOCKS.details, { rows });
  }
  const entries = item.list.map((entry) => `<li>${entry.href ? link({ label: entry.text, href: entry.href }) : escapeHtml(entry.text)}</li>`);
  return fill(MAIL_BLOCKS.paragraph, { content: `<ul style="margin:0;padding-left:20px">${entries.join('')}</ul>` });
}

const firstParagraph = (blocks: MailBlock[]): string => {
  const found = blocks.find((item): item is { paragraph: string } => 'paragraph' in item);
  return found?.paragraph ?? '';
};

/** Trail's one responsive layout (trail-mail.mjml) around the blocks, with the footer saying why the mail came. */
export function renderMailHtml(subject: string, content: MailContent): string {
  const footer = [escapeHtml(content.reason), ...(content.unsubscribe ? [link(content.unsubscribe)] : [])].join('<br>');
  return fill(MAIL_LAYOUT, {
    subject: escapeHtml(subject),
    preview: escapeHtml(content.preview ?? firstParagraph(content.blocks)),
    body: content.blocks.map(block).join('\n'),
    footer,
  });
}

/** A mail with its plain-text part as written and the branded HTML part beside it. */
export function brandedMail(message: Omit<MailMessage, 'html'>, content: MailContent): MailMessage {
  return { ...message, html: renderMailHtml(message.subject, content) };
}

/** The usual reason in the footer. */
export const ACCOUNT_REASON = 'You get this e-mail because you have a Trail account.';
