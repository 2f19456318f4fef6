import { createTestApp, type TestApp } from '../create-test-app';
import { scopedEnv } from './scoped-env';
import { type SmtpTestServer, smtpTestEnv, startSmtpTestServer } from './smtp-test-server';

export interface MailTestApp {
  t: TestApp;
  smtp: SmtpTestServer;
  /** Closes the app (dropping its database) and the SMTP server, and puts the environment back. */
  close: () => Promise<void>;
}

/** The real app on a real mongod, sending its mail to an SMTP test server of its own; `env` adds to or overrides the mail settings. */
export async function createMailTestApp(options: { ignoreSubjects?: string[]; env?: Record<string, string> } = {}): Promise<MailTestApp> {
  const smtp = await startSmtpTestServer({ ignoreSubjects: options.ignoreSubjects });
  const scoped = scopedEnv({ ...smtpTestEnv(smtp), ...options.env });
  const closeSmtp = async () => {
    await smtp.close();
    scoped.restore();
  };
  let t: TestApp;
  try {
    t = await createTestApp({ env: scoped.env });
  } catch (error) {
    await closeSmtp();
    throw error;
  }
  return {
    t,
    smtp,
    close: async () => {
      await t.close();
      await closeSmtp();
    },
  };
}
