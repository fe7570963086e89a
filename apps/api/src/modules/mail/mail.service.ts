import type { PageQuery } from '@cuebrief/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, DbOrTx } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { startPeriodicWorker } from '../../lib/periodic-worker';
import { pageOf, pageWindow } from '../../lib/paging';
import type { MailMessage } from './mail.types';
import { mailRepository as repository } from './mail.repository';
import { smtpCodesOf, type MailTransport } from './mail.transport';
import { presentOutboxMessage } from './mail.presenter';

const BATCH_SIZE = 20;
const LEASE_MS = 5 * 60 * 1000;
const FIRST_RETRY_MS = 30 * 1000;
const LONGEST_RETRY_MS = 60 * 60 * 1000;

/** 30 s, 1 min, 2 min, … capped at an hour: a message is retried for as long as it takes. */
export function retryDelayMs(attemptsSoFar: number): number {
  return Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, attemptsSoFar), LONGEST_RETRY_MS);
}

export function createMailService(deps: {
  db: Db;
  clock: Clock;
  transport: MailTransport | undefined;
  from: string;
  log: FastifyBaseLogger;
}) {
  const { db, clock, transport, from, log } = deps;

  /**
   * Claims a batch of due messages (a lease only this run holds) and sends them one by one.
   * Once `isStopping` says so (a shutdown), the message being sent finishes and the rest of the
   * batch is given back at once, for another instance to send, rather than held to its lease.
   */
  async function deliverDue(
    asOf: Date = clock.now(),
    isStopping: () => boolean = () => false,
  ): Promise<{ sent: number; failed: number }> {
    if (!transport) return { sent: 0, failed: 0 };
    const leaseUntil = new Date(asOf.getTime() + LEASE_MS);
    const messages = await repository.claimDue(db, asOf, leaseUntil, BATCH_SIZE);
    let sent = 0;
    let failed = 0;
    for (const [index, message] of messages.entries()) {
      if (isStopping()) {
        const rest = messages.slice(index).map((unsent) => unsent.id);
        await repository.release(db, rest, leaseUntil, asOf);
        break;
      }
      try {
        await transport.send({
          from,
          to: message.toAddress,
          subject: message.subject,
          text: message.textBody,
        });
        await repository.markSent(db, message.id, clock.now());
        sent += 1;
      } catch (error) {
        failed += 1;
        const reason = error instanceof Error ? error.message : String(error);
        const retryAt = new Date(asOf.getTime() + retryDelayMs(message.attempts));
        await repository.markFailed(db, message.id, retryAt, reason.slice(0, 500));
        // The server's reply often quotes the recipient ("<bob@…>: rejected"): it is kept on
        // the message for admins, and only its codes reach the log.
        log.warn(
          { outboxId: message.id, attempts: message.attempts + 1, ...smtpCodesOf(error) },
          'mail delivery failed; will retry',
        );
      }
    }
    return { sent, failed };
  }

  return {
    /** Writes a message inside the caller's transaction: it exists only if the change does. */
    queue: (tx: DbOrTx, message: MailMessage) => repository.insert(tx, [message], clock.now()),

    /** Many messages in one write, inside the caller's transaction (digests to many people). */
    queueAll: (tx: DbOrTx, messages: MailMessage[]) => repository.insert(tx, messages, clock.now()),

    deliverDue,

    /** How many messages wait to be sent (the metrics read it at each scrape). */
    countPending: () => repository.countPending(db),

    async pageOutbox(query: PageQuery) {
      const { rows, total } = await repository.page(db, pageWindow(query));
      return pageOf(query, rows.map(presentOutboxMessage), total);
    },

    /**
     * Polls for due mail; runs never overlap. Returns a stop function for shutdown: the message
     * being sent finishes, the rest of its batch goes back to the outbox.
     */
    startWorker(intervalMs: number): () => Promise<void> {
      if (!transport || intervalMs <= 0) return async () => {};
      let stopping = false;
      const stop = startPeriodicWorker({
        intervalMs,
        task: () => deliverDue(clock.now(), () => stopping),
        onError: (error) => log.error({ err: error }, 'mail worker run failed'),
      });
      return async () => {
        stopping = true;
        await stop();
        transport.close();
      };
    },
  };
}
export type MailService = ReturnType<typeof createMailService>;
