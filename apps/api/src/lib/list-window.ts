import type { FastifyReply } from 'fastify';
import type { Envelope } from '@cuebrief/shared';
import { ok } from './envelope';

/**
 * One window of a list that answers an array (docs/contracts.md#bounded-lists): its items, and
 * how many the whole list holds under the same scope and filters. A list whose items each role
 * sees in its own shape names both (`ListWindow<ClientView, AdminView>`).
 */
export type ListWindow<T, Or = T> = { items: T[] | Or[]; total: number };

/** Where a windowed answer says how long the whole list is. */
export const TOTAL_COUNT_HEADER = 'x-total-count';

/**
 * The window's items as the answer's data, the array the list has always answered, and the
 * whole list's length in `X-Total-Count` beside it, so the shape stays the spec's.
 */
export function okWindow<Items extends unknown[]>(
  reply: FastifyReply,
  window: { items: Items; total: number },
): Envelope<Items> {
  void reply.header(TOTAL_COUNT_HEADER, String(window.total));
  return ok(window.items);
}
