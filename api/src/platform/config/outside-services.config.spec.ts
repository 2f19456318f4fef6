import { configProblems } from '../../app.config-loaders';
import { loadGoogleConfig } from './google.config';
import { loadMailConfig } from './mail.config';
import { loadRemindersConfig } from './reminders.config';
import { loadWhatsAppConfig } from './whatsapp.config';

describe('mail, WhatsApp, Google and reminder settings', () => {
  it('works offline with none of them: local outbox, no Google, Monday 08:00 in Lagos', () => {
    expect(loadMailConfig({}).smtp).toBeUndefined();
    expect(loadWhatsAppConfig({}).cloudApi).toBeUndefined();
    expect(loadGoogleConfig({}).client).toBeUndefined();
    expect(loadRemindersConfig({})).toEqual(
      expect.objectContaining({ cron: '0 8 * * 1', timezone: 'Africa/Lagos', schedulerEnabled: true }),
    );
    expect(loadRemindersConfig({ NODE_ENV: 'test' }).schedulerEnabled).toBe(false);
  });

  it('names half-given or wrong settings at start', () => {
    expect(
      configProblems({
        SMTP_HOST: 'smtp.example.com',
        SMTP_USER: 'trail',
        WHATSAPP_TOKEN: 'token',
        GOOGLE_CLIENT_ID: 'id',
        REMINDERS_TIMEZONE: 'Lagos',
      }),
    ).toEqual([
      'SMTP_USER and SMTP_PASS must be set together',
      'WHATSAPP_TOKEN and WHATSAPP_PHONE_NUMBER_ID must be set together',
      'GOOGLE_CLIENT_SECRET is required with GOOGLE_CLIENT_ID',
      'REMINDERS_TIMEZONE must be an IANA time zone, got "Lagos"',
    ]);
  });

  it('uses SMTPS on 465 when SMTP_SECURE is true', () => {
    expect(() => loadMailConfig({ MAIL_FROM: 'Trail' })).toThrow('MAIL_FROM must end with an address, as in "Trail <no-reply@trail.ng>", got "Trail"');
    expect(loadMailConfig({ MAIL_FROM: 'Trail <no-reply@mail.trail.ng>' }).domain).toBe('mail.trail.ng');
    expect(loadMailConfig({ MAIL_FROM: 'receipts@trail.ng' }).domain).toBe('trail.ng');
    expect(loadMailConfig({ SMTP_HOST: 'smtp.example.com', SMTP_SECURE: 'true' }).smtp).toEqual(
      expect.objectContaining({ port: 465, secure: true }),
    );
  });
});
