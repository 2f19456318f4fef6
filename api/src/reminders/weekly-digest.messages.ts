import { brandedMail, type MailBlock, type MailMessage } from '../integrations/mail';
import type { DigestItems } from './digest-reader';

export interface DigestLinks {
  plan: string;
  unsubscribe: string;
}

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
  const moreText = (count: number) => (count > 0 ? [`…and ${count} more`] : []);
  const text = [
    `Hi ${firstName},`,
    '',
    `This week on Trail you have ${digestSummary(items)}.`,
    ...(items.resources.length ? ['', 'Resources you asked to be reminded of:'] : []),
    ...items.resources.map((r) => `- ${r.title}: ${r.link}`),
    ...moreText(items.moreResources),
    ...(items.todos.length ? ['', 'Your open to-dos:'] : []),
    ...items.todos.map((t) => `- ${t.title}`),
    ...moreText(items.moreTodos),
    '',
    `Open your learning plan: ${links.plan}`,
    '',
    `Stop these e-mails: ${links.unsubscribe}`,
  ].join('\n');
  const more = (count: number) => (count > 0 ? [{ text: `…and ${count} more` }] : []);
  const blocks: MailBlock[] = [
    { paragraph: `Hi ${firstName},` },
    { paragraph: `This week on Trail you have ${digestSummary(items)}.` },
    ...(items.resources.length
      ? [
          { heading: 'Resources you asked to be reminded of' },
          { list: [...items.resources.map((r) => ({ text: r.title, href: r.link })), ...more(items.moreResources)] },
        ]
      : []),
    ...(items.todos.length
      ? [{ heading: 'Your open to-dos' }, { list: [...items.todos.map((t) => ({ text: t.title })), ...more(items.moreTodos)] }]
      : []),
    { button: { label: 'Open your learning plan', href: links.plan } },
  ];
  return brandedMail(
    {
      to,
      subject: `Your Trail week: ${digestSummary(items)}`,
      text,
      headers: {
        'List-Unsubscribe': `<${links.unsubscribe}>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      },
    },
    {
      blocks,
      reason: 'You get this e-mail because you turned on the weekly e-mail reminder in Trail.',
      unsubscribe: { label: 'Stop these e-mails', href: links.unsubscribe },
    },
  );
}

/** {{1}} first name, {{2}} what is waiting, {{3}} the plan link — the order the approved template expects. */
export const weeklyDigestWhatsAppParameters = (firstName: string, items: DigestItems, planUrl: string): string[] => [
  firstName,
  digestSummary(items),
  planUrl,
];
