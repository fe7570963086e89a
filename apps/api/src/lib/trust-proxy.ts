import { isIP } from 'node:net';
import { z } from 'zod';

/**
 * Which peers may tell the app a client's address (`X-Forwarded-For`): nobody, the nearest
 * `n` hops, or the proxies at these addresses. Never "everybody": then any client could name
 * itself any address and escape every per-address limit.
 */
export type TrustProxy = false | number | string[];

/** proxy-addr's names for address ranges (Fastify compiles the list with it). */
const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** An address, an address with a prefix length (`10.0.0.0/8`, `fd00::/8`), or a named range. */
function isProxyAddress(entry: string): boolean {
  if (NAMED_RANGES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

/** TRUST_PROXY: `false` (or `no`, `0`), a hop count, or a comma-separated list of proxy addresses. */
export const trustProxySetting = z.string().transform((text, ctx): TrustProxy => {
  const value = text.trim().toLowerCase();
  if (['false', 'no'].includes(value)) return false;
  if (['true', 'yes'].includes(value)) {
    ctx.issues.push({
      code: 'custom',
      input: text,
      message:
        'true would trust every hop, so any client could forge its address; set the number of ' +
        'proxies in front of the app (e.g. 1) or their addresses (e.g. 10.0.0.0/8)',
    });
    return z.NEVER;
  }
  // Zero hops is no proxy at all.
  if (/^\d+$/.test(value)) return Number(value) || false;
  const entries = value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const wrong = entries.filter((entry) => !isProxyAddress(entry));
  if (entries.length === 0 || wrong.length > 0) {
    ctx.issues.push({
      code: 'custom',
      input: text,
      message:
        `must be false, a hop count or a comma-separated list of proxy addresses or ranges` +
        (wrong.length > 0 ? ` (not an address: ${wrong.join(', ')})` : ''),
    });
    return z.NEVER;
  }
  return entries;
});

/**
 * Fastify's `trustProxy` for the setting. A hop count becomes a function: Fastify 5 reads a
 * bare number as "trust nobody" (it cannot tell whether the nearest peer really is a proxy),
 * while the setting means "the `n` nearest hops are ours", as Express and proxy-addr read it.
 */
export function fastifyTrustProxy(
  trust: TrustProxy,
): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trust === 'number') return (_address, hop) => hop < trust;
  return trust;
}
