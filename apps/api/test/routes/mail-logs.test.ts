import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../helpers/api';
import { createAccount, loginAs } from '../helpers/accounts';
import { mailTo } from '../helpers/mail';
import { createTestApp, type TestApp } from '../helpers/test-app';

/** An SMTP server that refuses every recipient the way real ones do: quoting the address. */
async function refusingSmtp(): Promise<{ port: number; close: () => Promise<void> }> {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(address, _session, callback) {
      const refusal = new Error(`<${address.address}>: Recipient address rejected`);
      callback(Object.assign(refusal, { responseCode: 550 }));
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as { port: number };
  return { port, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

const lines: string[] = [];
let smtp: Awaited<ReturnType<typeof refusingSmtp>>;
let t: TestApp;
beforeAll(async () => {
  smtp = await refusingSmtp();
  t = await createTestApp({
    config: { smtpUrl: `smtp://127.0.0.1:${smtp.port}` },
    logStream: { write: (line) => lines.push(line) },
  });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

describe('a mail the SMTP server refuses', () => {
  it('is logged with its codes, never the address the reply quotes; admins still read why', async () => {
    const composer = await createAccount(t.app, 'Composer', { status: 'pending' });
    const admin = await loginAs(t.app, 'Admin');
    const accepted = await call(t.app, 'POST', `/users/v1/auth/users-access/${composer.id}`, {
      token: admin.accessToken,
    });
    expect(accepted.statusCode).toBe(200);

    expect(await t.app.services.mail.deliverDue()).toEqual({ sent: 0, failed: 1 });

    const failures = lines
      .map((line) => JSON.parse(line) as Record<string, unknown>)
      .filter((entry) => entry.msg === 'mail delivery failed; will retry');
    expect(failures).toHaveLength(1);
    expect(failures[0]).toMatchObject({ code: 'EENVELOPE', responseCode: 550 });
    expect(lines.join('\n')).not.toContain(composer.email);
    const [message] = await mailTo(t.app, composer.email);
    expect(message?.lastError).toContain('Recipient address rejected');
  });
});
