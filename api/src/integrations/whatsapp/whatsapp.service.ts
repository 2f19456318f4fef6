import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { errorMessage } from '../../platform/errors';
import { whatsAppConfig, type WhatsAppConfig } from '../../platform/config';

const REQUEST_TIMEOUT_MS = 15_000;

/** The WhatsApp Cloud API refused or could not be reached. */
export class WhatsAppError extends Error {
  override readonly name = 'WhatsAppError';
}

/**
 * Sends template messages through the WhatsApp Business Cloud API — the only kind a
 * business may start — or, when it is not configured, keeps them in the local outbox.
 */
@Injectable()
export class WhatsAppService {
  private readonly logger = new Logger('WhatsApp');

  constructor(@Inject(whatsAppConfig.KEY) private readonly config: WhatsAppConfig) {}

  /** The approved template meeting reminders use. */
  get meetingTemplate(): string {
    return this.config.meetingTemplate;
  }

  /** `to` in E.164; `parameters` fill the template body's {{1}}, {{2}}, … in order. */
  sendTemplate(to: string, parameters: string[], template: string = this.config.template): Promise<void> {
    return this.send(to, template, [{ type: 'body', parameters: parameters.map((text) => ({ type: 'text', text: asParameter(text) })) }]);
  }

  /**
   * A one-time code through the authentication template (decision 0079): Meta's authentication templates
   * take the code in the body's {{1}} and again in the copy-code button.
   */
  sendCode(to: string, code: string): Promise<void> {
    const text = [{ type: 'text', text: code }];
    return this.send(to, this.config.codeTemplate, [
      { type: 'body', parameters: text },
      { type: 'button', sub_type: 'url', index: '0', parameters: text },
    ]);
  }

  private async send(to: string, template: string, components: object[]): Promise<void> {
    const body = {
      messaging_product: 'whatsapp',
      recipient_type: 'individual',
      to: to.replace(/^\+/, ''),
      type: 'template',
      template: { name: template, language: { code: this.config.templateLanguage }, components },
    };
    const api = this.config.cloudApi;
    if (!api) {
      const file = await this.keepInOutbox(body);
      this.logger.log(`Not sent (no WHATSAPP_TOKEN): template "${body.template.name}" kept in ${file}`);
      return;
    }
    const response = await fetch(`${api.apiUrl}/${encodeURIComponent(api.phoneNumberId)}/messages`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${api.token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    }).catch((error: unknown) => {
      throw new WhatsAppError(`WhatsApp could not be reached: ${errorMessage(error)}`);
    });
    if (!response.ok) {
      const detail = await response.json().catch(() => undefined) as { error?: { message?: string } } | undefined;
      throw new WhatsAppError(`WhatsApp answered ${response.status}: ${detail?.error?.message ?? response.statusText}`);
    }
  }

  private async keepInOutbox(body: object): Promise<string> {
    await mkdir(this.config.outboxDir, { recursive: true });
    const file = join(
      this.config.outboxDir,
      `${new Date().toISOString().replace(/[:.]/g, '-')}-whatsapp-${randomUUID().slice(0, 8)}.json`,
    );
    await writeFile(file, JSON.stringify(body, null, 2));
    return file;
  }
}

/** The Cloud API refuses template parameters with new lines, tabs or more than four spaces in a row. */
function asParameter(text: string): string {
  return text.replace(/[\n\t]+/g, ' ').replace(/ {4,}/g, '   ').trim();
}
