import { createHash, randomBytes } from 'node:crypto';

/**
 * Bearer secrets kept only as their hash (refresh tokens, share links): 256 random bits as
 * base64url (43 characters), and the SHA-256 a row stores. A stolen database holds no token that
 * works, and a token is looked up by its hash, so comparing takes no secret-dependent time.
 */
export const newOpaqueToken = () => randomBytes(32).toString('base64url');
export const hashOpaqueToken = (raw: string) => createHash('sha256').update(raw).digest('hex');
