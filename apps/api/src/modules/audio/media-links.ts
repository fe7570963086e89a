import { createHmac, timingSafeEqual } from 'node:crypto';
import { AppError } from '../../lib/app-error';

/** What a media link grants: one stored file, until a time, perhaps saved under a name. */
export type MediaClaims = { storageKey: string; expiresAt: Date; downloadName?: string };

/** The query of a media link, as it comes back (any part may be missing or forged). */
export type MediaLinkQuery = { expires?: string; download?: string; signature?: string };

/**
 * Signs and checks the local driver's media links, shaped like S3's presigned URLs:
 * `/users/v1/media/<storage key>?expires=<unix seconds>&download=<name>&signature=<HMAC>`. The
 * key stays readable in the path, so a browser that saves the file without a download name
 * still names it `<uuid>.wav`. The HMAC-SHA256 covers the key, the expiry and the download
 * name; its key is derived from the app's JWT secret for this one use, so a media signature
 * can never pass as anything else.
 */
export function createMediaLinkSigner(jwtSecret: string) {
  const secret = createHmac('sha256', jwtSecret).update('cuebrief media links v1').digest();
  const signatureOf = (storageKey: string, expires: string, downloadName: string | undefined) =>
    createHmac('sha256', secret)
      .update(JSON.stringify([storageKey, expires, downloadName ?? null]))
      .digest('base64url');

  return {
    /** The link's path below the media prefix, with its query. */
    sign(claims: MediaClaims): string {
      const expires = String(Math.floor(claims.expiresAt.getTime() / 1000));
      const query = new URLSearchParams({ expires });
      if (claims.downloadName) query.set('download', claims.downloadName);
      query.set('signature', signatureOf(claims.storageKey, expires, claims.downloadName));
      return `/${claims.storageKey}?${query.toString()}`;
    },

    /** The claims of a genuine link still valid at `now`; FORBIDDEN otherwise. */
    verify(storageKey: string, query: MediaLinkQuery, now: Date): MediaClaims {
      const { expires, download, signature } = query;
      if (!expires || !signature || !/^\d{1,12}$/.test(expires)) {
        throw new AppError('FORBIDDEN', 'This link is not valid.');
      }
      const expected = Buffer.from(signatureOf(storageKey, expires, download || undefined));
      const given = Buffer.from(signature);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
        throw new AppError('FORBIDDEN', 'This link is not valid.');
      }
      const expiresAt = new Date(Number(expires) * 1000);
      if (now >= expiresAt) {
        throw new AppError('FORBIDDEN', 'This link has expired. Please ask for a new one.');
      }
      return { storageKey, expiresAt, downloadName: download || undefined };
    },
  };
}
export type MediaLinkSigner = ReturnType<typeof createMediaLinkSigner>;
