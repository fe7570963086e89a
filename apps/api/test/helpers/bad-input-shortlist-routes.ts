import { beforeAll } from 'vitest';
import type { JsonRoute } from './bad-input-routes';
import type { TableName } from './row-counts';
import type { EveryRole } from './every-role';
import { REQUEST } from './requests';
import {
  catalogueTrack,
  itemIdsOf,
  linkBody,
  sharedShortlistOf,
  shortlistCalls,
  shortlistOf,
} from './shortlists';
import type { TestApp } from './test-app';

/** The fields an empty body lacks, per shortlist route. */
export const shortlistRequiredFields: Record<string, string[]> = {
  'POST /shortlists': ['title'],
  'PATCH /shortlists/:id': ['title'],
  'POST /shortlists/:id/items': ['audioId'],
  'PATCH /shortlists/:id/items/:itemId': ['note'],
  'PUT /shortlists/:id/order': ['itemIds'],
  'POST /shortlists/:id/links': ['label', 'expiresAt'],
};

/**
 * The shortlist routes with a JSON body, for the bad-input tests (bad-input-routes.ts): a shared
 * shortlist of the signed-in client's, and a catalogue track not yet on it. Each valid body
 * changes a row the snapshot holds, so one let through would show.
 */
export function useShortlistJsonRoutes(t: TestApp, signedIn: EveryRole) {
  let shared: Awaited<ReturnType<typeof sharedShortlistOf>>;
  let trackToAdd: { id: string };
  /** A shortlist of its own to reorder, as the one above gains an item when adding is let in. */
  let toReorder: { id: string; itemIds: string[] };
  beforeAll(async () => {
    shared = await sharedShortlistOf(t, signedIn.Client, {
      composer: signedIn.Composer,
      admin: signedIn.Admin,
    });
    trackToAdd = await catalogueTrack(t, signedIn.Admin);
    const { id } = await shortlistOf(t, signedIn.Client.accessToken, 'To reorder');
    for (const audioId of [shared.take.id, shared.track.id]) {
      await shortlistCalls.addItem(t.app, signedIn.Client.accessToken, id, { audioId });
    }
    toReorder = { id, itemIds: await itemIdsOf(t, signedIn.Client.accessToken, id) };
  });
  const url = (rest = '') => `${REQUEST}/shortlists/${shared.shortlist.id}${rest}`;
  const token = () => signedIn.Client.accessToken;

  const routes: JsonRoute[] = [
    {
      name: 'POST /shortlists',
      method: 'POST',
      url: `${REQUEST}/shortlists`,
      token,
      validBody: () => ({ title: 'Autumn campaign' }),
    },
    {
      name: 'PATCH /shortlists/:id',
      method: 'PATCH',
      get url() {
        return url();
      },
      token,
      // A new title each time, so an accepted one always changes the row.
      validBody: () => ({ title: `Spring campaign (${crypto.randomUUID()})` }),
    },
    {
      name: 'POST /shortlists/:id/items',
      method: 'POST',
      get url() {
        return url('/items');
      },
      token,
      validBody: () => ({ audioId: trackToAdd.id, note: 'For the long cut' }),
      // An empty note is no note.
      acceptsEmpty: ['note'],
    },
    {
      name: 'PATCH /shortlists/:id/items/:itemId',
      method: 'PATCH',
      get url() {
        return url(`/items/${shared.takeItemId}`);
      },
      token,
      validBody: () => ({ note: `For the 30 s cut (${crypto.randomUUID()})` }),
      // An empty note clears it.
      acceptsEmpty: ['note'],
    },
    {
      name: 'PUT /shortlists/:id/order',
      method: 'PUT',
      get url() {
        return `${REQUEST}/shortlists/${toReorder.id}/order`;
      },
      token,
      // The other way round from how the items were added, so an accepted order moves them.
      validBody: () => ({ itemIds: [...toReorder.itemIds].reverse() }),
    },
    {
      name: 'POST /shortlists/:id/links',
      method: 'POST',
      get url() {
        return url('/links');
      },
      token,
      validBody: () => ({
        ...linkBody(t, { email: 'brand@nike.example', password: 'open sesame' }),
        allowDownloads: true,
      }),
    },
  ];

  /** The rows these routes change, in full (their counts alone miss a new title or note). */
  const snapshotTables: readonly TableName[] = ['shortlists', 'shortlist_items', 'share_links'];

  return { routes, snapshotTables };
}
