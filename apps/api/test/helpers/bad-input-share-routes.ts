import { beforeAll } from 'vitest';
import type { JsonRoute } from './bad-input-routes';
import type { EveryRole } from './every-role';
import type { TableName } from './row-counts';
import { SHARE, openPage } from './share-pages';
import { sharedShortlistOf } from './shortlists';
import type { TestApp } from './test-app';

/** The fields an empty body lacks, per route of the recipient's page. */
export const sharePageRequiredFields: Record<string, string[]> = {
  // Every field of an open is optional: an empty one is a link's open without its password.
  'POST /share/:token/open': [],
  'POST /share/:token/plays': ['pass', 'itemId', 'segmentId', 'fromSeconds', 'seconds'],
  'PUT /share/:token/items/:itemId/reaction': ['pass', 'reaction'],
  'POST /share/:token/items/:itemId/download': ['pass', 'kind'],
};

/**
 * The recipient's routes with a JSON body, for the bad-input tests (bad-input-routes.ts): a
 * shared shortlist whose link has a password and allows downloads, opened once for its pass.
 * No account: the token in the address is the permission. Each valid body writes a row the
 * snapshot holds (an open, a segment, a reaction, a download), so one let through would show.
 */
export function useSharePageJsonRoutes(t: TestApp, signedIn: EveryRole) {
  let shared: Awaited<ReturnType<typeof sharedShortlistOf>>;
  let pass: string;
  beforeAll(async () => {
    shared = await sharedShortlistOf(t, signedIn.Client, {
      composer: signedIn.Composer,
      admin: signedIn.Admin,
      title: 'Shared campaign',
      link: { password: 'open sesame', allowDownloads: true },
    });
    ({ pass } = await openPage(t.app, shared.token, { password: 'open sesame' }));
  });
  const url = (rest: string) => `${SHARE}/${shared.token}${rest}`;

  const routes: JsonRoute[] = [
    {
      name: 'POST /share/:token/open',
      method: 'POST',
      get url() {
        return url('/open');
      },
      validBody: () => ({ password: 'open sesame' }),
      // An empty password is a wrong one: 401, as any other.
      acceptsEmpty: ['password'],
      emptyBodyRefusal: [401, 'LINK_PASSWORD_REQUIRED'],
    },
    {
      name: 'POST /share/:token/plays',
      method: 'POST',
      get url() {
        return url('/plays');
      },
      // A new segment each time, so an accepted one always adds a row.
      validBody: () => ({
        pass,
        itemId: shared.takeItemId,
        segmentId: crypto.randomUUID(),
        fromSeconds: 0,
        seconds: 1,
      }),
      // An empty pass is a wrong one: 401 LINK_PASSWORD_REQUIRED.
      acceptsEmpty: ['pass'],
    },
    {
      name: 'PUT /share/:token/items/:itemId/reaction',
      method: 'PUT',
      get url() {
        return url(`/items/${shared.takeItemId}/reaction`);
      },
      validBody: () => ({ pass, reaction: 'like', comment: `Love it (${crypto.randomUUID()})` }),
      // An empty comment is no comment.
      acceptsEmpty: ['pass', 'comment'],
    },
    {
      name: 'POST /share/:token/items/:itemId/download',
      method: 'POST',
      get url() {
        return url(`/items/${shared.takeItemId}/download`);
      },
      validBody: () => ({ pass, kind: 'mp3' }),
      acceptsEmpty: ['pass'],
    },
  ];

  /** The tables these routes write, kept whole (the links' opens are in the shortlists' ones). */
  const snapshotTables: readonly TableName[] = [
    'share_plays',
    'share_reactions',
    'share_downloads',
  ];

  return { routes, snapshotTables };
}
