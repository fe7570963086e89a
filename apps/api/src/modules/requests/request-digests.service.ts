import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { MailService } from '../mail/mail.service';
import { requestDigestsRepository as repository } from './request-digests.repository';
import { newRequestsDigestMail } from './requests.mail';
import type { PublicUrl } from '../../lib/public-url';

/** At most one digest per composer this often (issue 4). */
export const DIGEST_INTERVAL_MS = 60 * 60 * 1000;
/** A digest lists the newest requests and links to the list for the rest. */
export const DIGEST_LISTED_REQUESTS = 10;

/**
 * "A new request mails the approved composers who opted in, at most one digest per composer
 * per hour." Not a mail per request: whoever is due when a run comes gets one mail listing what
 * is new for them. Runs come from the requests worker (every `requestsPollMs`, a minute), so a
 * new request reaches the composers' digests within that time.
 */
export function createRequestDigestsService(deps: {
  db: Db;
  clock: Clock;
  mail: MailService;
  publicUrl: PublicUrl;
}) {
  const { db, clock, mail, publicUrl } = deps;

  /**
   * Finds every composer due a digest, queues one mail each and stamps them, in one
   * transaction: a crash before the commit leaves neither mail nor stamp, so nobody is mailed
   * twice and nobody is skipped. Returns how many were mailed.
   */
  async function sendDueDigests(): Promise<number> {
    return db.transaction(async (tx) => {
      const now = clock.now();
      const due = await repository.claimDue(tx, {
        now,
        lastSentBy: new Date(now.getTime() - DIGEST_INTERVAL_MS),
        listed: DIGEST_LISTED_REQUESTS,
      });
      await mail.queueAll(
        tx,
        due.map((digest) => newRequestsDigestMail(digest, publicUrl())),
      );
      await repository.markSent(
        tx,
        due.map((digest) => digest.composer.id),
        now,
      );
      return due.length;
    });
  }

  return { sendDueDigests };
}
export type RequestDigestsService = ReturnType<typeof createRequestDigestsService>;
