import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Inject, Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import { createTransport, type Transporter } from 'nodemailer';
import { mailConfig, type MailConfig } from '../../platform/config';
import type { MailMessage } from './mail-message';

/**
 * Sends mail over SMTP, or — with no SMTP_HOST — keeps it in the local outbox
 * (DATA_DIR/outbox: the raw .eml and a .json summary) so every flow works offline.
 */
@Injectable()
export class MailService implements OnModuleDestroy {
  private readonly logger = new Logger('Mail');
  private readonly transport: Transporter;

  constructor(@Inject(mailConfig.KEY) private readonly config: MailConfig) {
    this.transport = config.smtp
      ? createTransport({ ...config.smtp, connectionTimeout: 15_000, greetingTimeout: 15_000, socketTimeout: 30_000 })
      : createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  }

  async send(message: MailMessage): Promise<void> {
    const { calendar, stableId, ...rest } = message;
    const info = await this.transport.sendMail({
      from: this.config.from,
      ...rest,
      ...(stableId ? { messageId: messageId(stableId, this.config.domain) } : {}),
      ...(calendar ? { icalEvent: { method: calendar.method, filename: 'invite.ics', content: calendar.content } } : {}),
    });
    if (this.config.smtp) return;
    const file = await this.keepInOutbox(message, info.message as Buffer);
    this.logger.log(`Not sent (no SMTP_HOST): "${message.subject}" kept in ${file}`);
  }

  /**
   * Sends without holding up the caller, for a mail that tells of something already done: a failure is
   * logged under `what` (no address: logs carry no personal data), never thrown into the request.
   */
  sendInBackground(message: MailMessage, what: string): void {
    this.send(message).catch((error: unknown) => this.logger.error(`${what} failed`, error as Error));
  }

  onModuleDestroy(): void {
    this.transport.close();
  }

  private async keepInOutbox(message: MailMessage, raw: Buffer): Promise<string> {
    await mkdir(this.config.outboxDir, { recursive: true });
    const base = join(this.config.outboxDir, `${new Date().toISOString().replace(/[:.]/g, '-')}-mail-${randomSuffix()}`);
    await writeFile(`${base}.eml`, raw);
    await writeFile(`${base}.json`, JSON.stringify({ from: this.config.from, date: new Date(), ...message }, null, 2));
    return `${base}.eml`;
  }
}

const randomSuffix = (): string => randomUUID().slice(0, 8);

/** RFC 5322's msg-id: `<left@right>`, the same for every send of one mail. */
export const messageId = (stableId: string, domain: string): string => `<${stableId}@${domain}>`;
