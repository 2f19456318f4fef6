import type { MailMessage } from '../mail/mail-message';
import type { DigestItems } from './digest-reader';

export interface DigestLinks {
  plan: string;
  unsubscribe: string;
}

const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

const plural = (count: number, one: string, many: string): string => `${count} ${count === 1 ? one : many}`;

/** "3 resources and 2 to-dos", for subject lines and the WhatsApp template. */
export function digestSummary(items: DigestItems): string {
  const resources = items.resources.length + items.moreResources;
  const todos = items.todos.length + items.moreTodos;
  const parts = [
    resources ? plural(resources, 'resource to go through', 'resources to go through') : '',
    todos ? plural(todos, 'open to-do', 'open to-dos') : '',
  ].filter(Boolean);
  return parts.join(' and ');
}

/** The weekly e-mail: resources marked for reminder, open to-dos, a way back to the plan and a way out. */
export function weeklyDigestMail(to: string, firstName: string, items: DigestItems, links: DigestLinks): MailMessage {
  const more = (count: number) => (count > 0 ? [`…and ${count} more`] : []);
  const text = [
    `Hi ${firstName},`,
    '',
    `This week on Trail you have ${digestSummary(items)}.`,
    ...(items.resources.length ? ['', 'Resources you asked to be reminded of:'] : []),
    ...items.resources.map((r) => `- ${r.title}: ${r.link}`),
    ...more(items.moreResources),
    ...(items.todos.length ? ['', 'Your open to-dos:'] : []),
    ...items.todos.map((t) => `- ${t.title}`),
    ...more(items.moreTodos),
    '',
    `Open your learning plan: ${links.plan}`,
    '',
    `Stop these e-mails: ${links.unsubscribe}`,
  ].join('\n');
  const list = (entries: string[], rest: number) =>
    `<ul>${entries.map((entry) => `<li>${entry}</li>`).join('')}${rest > 0 ? `<li>…and ${rest} more</li>` : ''}</ul>`;
  const html = [
    `<p>Hi ${escapeHtml(firstName)},</p>`,
    `<p>This week on Trail you have ${escapeHtml(digestSummary(items))}.</p>`,
    items.resources.length
      ? `<h3>Resources you asked to be reminded of</h3>${list(
          items.resources.map((r) => `<a href="${escapeHtml(r.link)}">${escapeHtml(r.title)}</a>`),
          items.moreResources,
        )}`
      : '',
    items.todos.length
      ? `<h3>Your open to-dos</h3>${list(
          items.todos.map((t) => escapeHtml(t.title)),
          items.moreTodos,
        )}`
      : '',
    `<p><a href="${escapeHtml(links.plan)}">Open your learning plan</a></p>`,
    `<p style="font-size:12px;color:#666"><a href="${escapeHtml(links.unsubscribe)}">Stop these e-mails</a></p>`,
  ].join('\n');
  return {
    to,
    subject: `Your Trail week: ${digestSummary(items)}`,
    text,
    html,
    headers: {
      'List-Unsubscribe': `<${links.unsubscribe}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}

/** {{1}} first name, {{2}} what is waiting, {{3}} the plan link — the order the approved template expects. */
export const weeklyDigestWhatsAppParameters = (firstName: string, items: DigestItems, planUrl: string): string[] => [
  firstName,
  digestSummary(items),
  planUrl,
];
