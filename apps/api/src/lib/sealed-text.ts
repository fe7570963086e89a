import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { deriveKey } from './signatures';

const VERSION = 'v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;

/**
 * Text kept encrypted at rest that the app must read again in the clear (a second factor's
 * secret: checking a code needs it, so it cannot be hashed). AES-256-GCM with a key derived from
 * the app's secret for `purpose`; `context` (what the text belongs to, such as its account's id)
 * is authenticated with it, so a sealed text copied to another row does not open there. Written
 * as `v1.<iv>.<tag>.<ciphertext>`, each part base64url.
 */
export function createSealer(secret: string, purpose: string) {
  const key = deriveKey(secret, purpose);
  const decode = (part: string) => Buffer.from(part, 'base64url');

  return {
    seal(plain: string, context: string): string {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, iv, { authTagLength: TAG_BYTES });
      cipher.setAAD(Buffer.from(context, 'utf8'));
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return [VERSION, iv, cipher.getAuthTag(), body]
        .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
        .join('.');
    },

    /**
     * The text, or an error when it was changed, belongs to another context or was sealed with
     * another secret (a JWT_SECRET changed since).
     */
    open(sealed: string, context: string): string {
      const [version, iv, tag, body, ...rest] = sealed.split('.');
      if (version !== VERSION || !iv || !tag || body === undefined || rest.length > 0) {
        throw new Error('not a sealed text');
      }
      const decipher = createDecipheriv('aes-256-gcm', key, decode(iv), {
        authTagLength: TAG_BYTES,
      });
      decipher.setAAD(Buffer.from(context, 'utf8'));
      decipher.setAuthTag(decode(tag));
      return Buffer.concat([decipher.update(decode(body)), decipher.final()]).toString('utf8');
    },
  };
}
export type Sealer = ReturnType<typeof createSealer>;
