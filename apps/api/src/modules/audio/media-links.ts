import { AppError } from '../../lib/app-error';
import { createSigner, dateOfUnixSeconds, unixSecondsOf } from '../../lib/signatures';

/** What a media link grants: one stored file, until a time, perhaps saved under a name. */
export type MediaClaims = { storageKey: string; expiresAt: Date; downloadName?: string };

/** The query of a media link, as it comes back (any part may be missing or forged). */
export type MediaLinkQuery = { expires?: string; download?: string; signature?: string };

/**
 * Signs and checks the local driver's media links, shaped like S3's presigned URLs:
 * `/users/v1/media/<storage key>?expires=<unix seconds>&download=<name>&signature=<HMAC>`. The
 * key stays readable in the path, so a browser that saves the file without a download name
 * still names it `<uuid>.wav`. The signature covers the key, the expiry and the download name,
 * with a key of its own (lib/signatures.ts), so a media signature can never pass as anything else.
 */
export function createMediaLinkSigner(jwtSecret: string) {
  const signer = createSigner(jwtSecret, 'cuebrief media links v1');
  const partsOf = (storageKey: string, expires: string, downloadName: string | undefined) => [
    storageKey,
    expires,
    downloadName ?? null,
  ];

  return {
    /** The link's path below the media prefix, with its query. */
    sign(claims: MediaClaims): string {
      const expires = unixSecondsOf(claims.expiresAt);
      const query = new URLSearchParams({ expires });
      if (claims.downloadName) query.set('download', claims.downloadName);
      query.set('signature', signer.sign(partsOf(claims.storageKey, expires, claims.downloadName)));
      return `/${claims.storageKey}?${query.toString()}`;
    },

    /** The claims of a genuine link still valid at `now`; FORBIDDEN otherwise. */
    verify(storageKey: string, query: MediaLinkQuery, now: Date): MediaClaims {
      const { expires, download, signature } = query;
      const expiresAt = dateOfUnixSeconds(expires);
      const downloadName = download || undefined;
      if (
        !expires ||
        !expiresAt ||
        !signature ||
        !signer.isValid(partsOf(storageKey, expires, downloadName), signature)
      ) {
        throw new AppError('FORBIDDEN', 'This link is not valid.');
      }
      if (now >= expiresAt) {
        throw new AppError('FORBIDDEN', 'This link has expired. Please ask for a new one.');
      }
      return { storageKey, expiresAt, downloadName };
    },
  };
}
export type MediaLinkSigner = ReturnType<typeof createMediaLinkSigner>;
