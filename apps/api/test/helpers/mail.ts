import type { FastifyInstance } from 'fastify';
import { vi, type MockInstance } from 'vitest';
import type { OutboxMessage } from '@cuebrief/shared';
import type { MailService } from '../../src/modules/mail/mail.service';

/**
 * Every outbox message to one address. Read through the service, not the admin route: a test may
 * have moved the clock past every access token.
 */
export async function mailTo(app: FastifyInstance, email: string): Promise<OutboxMessage[]> {
  const found: OutboxMessage[] = [];
  for (let page = 1; ; page++) {
    const outbox = await app.services.mail.pageOutbox({ page, pageSize: 100 });
    found.push(...outbox.data.filter((message) => message.to === email));
    if (page * 100 >= outbox.total) return found;
  }
}

/**
 * Runs `check` while every mail fails just after it is written, as a connection dropping inside
 * the transaction would: a change and its mail must then vanish together. `check` gets the spy,
 * to count the writes; the mail service is restored whatever happens.
 */
export async function whileMailFailsAfterWriting(
  app: FastifyInstance,
  check: (queue: MockInstance<MailService['queue']>) => Promise<void>,
): Promise<void> {
  const { mail } = app.services;
  const queue = mail.queue;
  const spy = vi.spyOn(mail, 'queue').mockImplementation(async (tx, message) => {
    await queue(tx, message);
    throw new Error('the connection dropped after the mail was written');
  });
  try {
    await check(spy);
  } finally {
    spy.mockRestore();
  }
}
