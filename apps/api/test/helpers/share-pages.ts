import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { API_PREFIX, type SharePage } from '@cuebrief/shared';
import { call } from './api';

export const SHARE = API_PREFIX.share;

/** The recipient's calls (docs/contracts.md#the-recipients-page): no account, the token decides. */
export const shareCalls = {
  open: (app: FastifyInstance, token: string, body: unknown = {}, remoteAddress?: string) =>
    call<SharePage>(app, 'POST', `${SHARE}/${token}/open`, { body, remoteAddress }),
  play: (app: FastifyInstance, token: string, body: unknown) =>
    call<null>(app, 'POST', `${SHARE}/${token}/plays`, { body }),
  react: (app: FastifyInstance, token: string, itemId: string, body: unknown) =>
    call<{ reaction: string; comment: string | null }>(
      app,
      'PUT',
      `${SHARE}/${token}/items/${itemId}/reaction`,
      { body },
    ),
  download: (app: FastifyInstance, token: string, itemId: string, body: unknown) =>
    call<{ url: string }>(app, 'POST', `${SHARE}/${token}/items/${itemId}/download`, { body }),
};

/** The page a link opens to, which must open. */
export async function openPage(
  app: FastifyInstance,
  token: string,
  body: unknown = {},
): Promise<SharePage> {
  const response = await shareCalls.open(app, token, body);
  expect(response.statusCode, response.raw).toBe(200);
  return response.body.data;
}

/** The path and query of an absolute address the app gave (streams, downloads), to inject. */
export const pathOfUrl = (url: string) => {
  const parsed = new URL(url);
  return `${parsed.pathname}${parsed.search}`;
};

/** An item's stream (or any of the app's file addresses), fetched raw: its bytes are no envelope. */
export const fetchFile = (
  app: FastifyInstance,
  url: string,
  headers: Record<string, string> = {},
  method: 'GET' | 'HEAD' = 'GET',
) => app.inject({ method, url: pathOfUrl(url), headers });

/** One item of a page by its id. */
export function itemOf(page: SharePage, itemId: string) {
  const item = page.items.find((candidate) => candidate.id === itemId);
  if (!item) throw new Error(`the page has no item ${itemId}`);
  return item;
}

/** A play segment's body, new unless its id is given. */
export const segment = (
  pass: string,
  itemId: string,
  seconds: number,
  segmentId: string = randomUUID(),
) => ({ pass, itemId, segmentId, fromSeconds: 0, seconds });

/** The play segments recorded, oldest first: what the statistics are summed from. */
export async function playRows(app: FastifyInstance) {
  const result = await app.database.db.execute(
    sql.raw('select id, link_id, item_id, seconds from share_plays order by started_at, id'),
  );
  return (
    result as unknown as {
      rows: { id: string; link_id: string; item_id: string; seconds: number }[];
    }
  ).rows.map((row) => ({ ...row, seconds: Number(row.seconds) }));
}

/** How many rows a share table holds. */
export async function rowsIn(
  app: FastifyInstance,
  table: 'share_plays' | 'share_downloads' | 'share_reactions',
): Promise<number> {
  const result = await app.database.db.execute(sql.raw(`select count(*)::int as n from ${table}`));
  return Number((result as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0);
}
