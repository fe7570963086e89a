import { createSecretKey } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { SignJWT, decodeJwt } from 'jose';
import { serverDataDir } from './server-environment';

/**
 * An access token for the same account as `accessToken`, signed with the test server's own
 * secret (generated into its DATA_DIR) but expired a minute ago: what a browser holds when a
 * session outlives its 15-minute access token. The claims match what the API issues.
 */
export async function expiredCopyOf(accessToken: string): Promise<string> {
  const secret = readFileSync(path.join(serverDataDir(), 'secrets', 'jwt-secret'), 'utf8').trim();
  const claims = decodeJwt(accessToken);
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ role: claims.role, ver: claims.ver })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(String(claims.sub))
    .setIssuer(String(claims.iss))
    .setAudience(claims.aud ?? '')
    .setIssuedAt(now - 16 * 60)
    .setExpirationTime(now - 60)
    .sign(createSecretKey(Buffer.from(secret, 'utf8')));
}
