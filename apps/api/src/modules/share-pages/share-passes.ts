import { createSigner, dateOfUnixSeconds, unixSecondsOf } from '../../lib/signatures';

/** How long a pass lasts, unless its link ends sooner (docs/contracts.md#the-recipients-page). */
export const SHARE_PASS_HOURS = 12;

/** The query of a stream's address, as it comes back (any part may be missing or forged). */
export type StreamQuery = { expires?: string; signature?: string };

/**
 * The proofs a recipient's page carries after an open: a pass, `<expiry>.<signature>` of the
 * link and its expiry, and each item's stream address, signed for the link, the item and the
 * same expiry. Both are HMACs with a key of their own derived from the app's secret, so any
 * instance checks them without storing anything; the link's row is still read on every call.
 */
export function createSharePasses(jwtSecret: string) {
  const signer = createSigner(jwtSecret, 'cuebrief share links v1');
  const passParts = (linkId: string, expires: string) => ['pass', linkId, expires];
  const streamParts = (linkId: string, itemId: string, expires: string) => [
    'stream',
    linkId,
    itemId,
    expires,
  ];

  return {
    /** A pass for the link from `now`: 12 hours, or until the link's end if that is sooner. */
    passFor(link: { id: string; expiresAt: Date }, now: Date): { pass: string; expiresAt: Date } {
      const until = Math.min(now.getTime() + SHARE_PASS_HOURS * 3600_000, link.expiresAt.getTime());
      // Whole seconds, as the pass writes its expiry.
      const expiresAt = new Date(Math.floor(until / 1000) * 1000);
      const expires = unixSecondsOf(expiresAt);
      return { pass: `${expires}.${signer.sign(passParts(link.id, expires))}`, expiresAt };
    },

    /** Whether `pass` is the link's and still good at `now`. */
    isValidPass(linkId: string, pass: string, now: Date): boolean {
      const [expires = '', signature = '', ...rest] = pass.split('.');
      const expiresAt = dateOfUnixSeconds(expires);
      return (
        rest.length === 0 &&
        expiresAt !== undefined &&
        now < expiresAt &&
        signer.isValid(passParts(linkId, expires), signature)
      );
    },

    /** The query of an item's stream address, expiring with the pass. */
    streamQuery(linkId: string, itemId: string, expiresAt: Date): string {
      const expires = unixSecondsOf(expiresAt);
      const signature = signer.sign(streamParts(linkId, itemId, expires));
      return new URLSearchParams({ expires, signature }).toString();
    },

    /**
     * When a stream address ends, if it is genuine: 'forged' when its parts were not signed
     * together, 'expired' once its time has passed.
     */
    checkStream(
      linkId: string,
      itemId: string,
      query: StreamQuery,
      now: Date,
    ): { until: Date } | 'forged' | 'expired' {
      const { expires, signature } = query;
      const until = dateOfUnixSeconds(expires);
      if (!expires || !until || !signature) return 'forged';
      if (!signer.isValid(streamParts(linkId, itemId, expires), signature)) return 'forged';
      return now < until ? { until } : 'expired';
    },
  };
}
export type SharePasses = ReturnType<typeof createSharePasses>;
