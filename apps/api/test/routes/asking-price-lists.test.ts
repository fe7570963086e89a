import { beforeAll, describe, expect, it } from 'vitest';
import type {
  ClientRequest,
  FavoriteAudio,
  Paged,
  Shortlist,
  TakeTableRow,
} from '@cuebrief/shared';
import { loginAs, type SignedIn } from '../helpers/accounts';
import { call } from '../helpers/api';
import { useEveryRole } from '../helpers/every-role';
import { REQUEST } from '../helpers/requests';
import { openPage } from '../helpers/share-pages';
import { catalogueTrack, shareLinkOf, shortlistCalls, shortlistOf } from '../helpers/shortlists';
import { audioOf, openRequestOf, submissionForm, submit } from '../helpers/submissions';
import { useTestApp } from '../helpers/test-app';

// The composer's asking price (decision 031) goes with a take wherever a client may offer on
// it: their favourites, the request's table of takes and their shortlists, not just the cards.
const t = useTestApp();
const signedIn = useEveryRole(t);
const asClient = () => signedIn.Client.accessToken;

let request: ClientRequest;
/** A take whose composer asks $1,800, one by another composer who named no price, a track. */
const audio = { priced: '', unpriced: '', track: '' };

/** A take of a new submission to `request` by `composer`, with the form's `budget` if any. */
async function takeOf(composer: SignedIn, budget?: number): Promise<string> {
  const form = submissionForm(budget === undefined ? {} : { budget });
  const submitted = await submit(t.app, composer.accessToken, request.id, form);
  expect(submitted.statusCode, submitted.raw).toBe(200);
  return (await audioOf(t, composer.accessToken, submitted.body.data.id)).id;
}

beforeAll(async () => {
  request = await openRequestOf(t, asClient());
  audio.priced = await takeOf(signedIn.Composer, 1800);
  audio.unpriced = await takeOf(await loginAs(t.app, 'Composer'));
  audio.track = (await catalogueTrack(t, signedIn.Admin)).id;
});

/** Each audio's asking price in a list, by which of the three it is. */
function pricesIn(list: { audioId: string; askingPrice: number | null }[]) {
  const priceOf = (audioId: string) => list.find((entry) => entry.audioId === audioId)?.askingPrice;
  return Object.fromEntries(Object.entries(audio).map(([name, id]) => [name, priceOf(id)]));
}

describe('the asking price beside a take, wherever a client may offer on it', () => {
  it('GET /client/favourites: a take its composer’s asking price, or null; a track null', async () => {
    for (const [audioId, audioType] of [
      [audio.priced, 'submission'],
      [audio.unpriced, 'submission'],
      [audio.track, 'catalogue'],
    ]) {
      const marked = await call(t.app, 'POST', `${REQUEST}/client/audio-favorite`, {
        token: asClient(),
        body: { audioId, audioType, isFavorite: true },
      });
      expect(marked.statusCode, marked.raw).toBe(200);
    }
    const favourites = await call<FavoriteAudio[]>(t.app, 'GET', `${REQUEST}/client/favourites`, {
      token: asClient(),
    });
    expect(favourites.statusCode, favourites.raw).toBe(200);
    const listed = favourites.body.data.map((favourite) => ({
      ...favourite,
      audioId: favourite.id,
    }));
    expect(pricesIn(listed)).toEqual({ priced: 1800, unpriced: null, track: null });
  });

  it('GET /client/request/:id/takes: each row its asking price, for the client and for admins', async () => {
    for (const token of [asClient(), signedIn.Admin.accessToken]) {
      const table = await call<Paged<TakeTableRow>>(
        t.app,
        'GET',
        `${REQUEST}/client/request/${request.id}/takes`,
        { token },
      );
      expect(table.statusCode, table.raw).toBe(200);
      expect(pricesIn(table.body.data.data)).toEqual({
        priced: 1800,
        unpriced: null,
        track: undefined,
      });
    }
  });

  it("a shortlist's items: a take's asking price for its client and admins, never on its share page", async () => {
    const shortlist = await shortlistOf(t, asClient());
    let held: Shortlist = shortlist;
    for (const audioId of Object.values(audio)) {
      const added = await shortlistCalls.addItem(t.app, asClient(), shortlist.id, { audioId });
      expect(added.statusCode, added.raw).toBe(200);
      held = added.body.data;
    }
    expect(pricesIn(held.items)).toEqual({ priced: 1800, unpriced: null, track: null });
    const read = await shortlistCalls.get(t.app, signedIn.Admin.accessToken, shortlist.id);
    expect(pricesIn(read.body.data.items)).toEqual({ priced: 1800, unpriced: null, track: null });

    const link = await shareLinkOf(t, asClient(), shortlist.id);
    const page = await openPage(t.app, link.token);
    expect(page.items).toHaveLength(3);
    for (const item of page.items) expect(item).not.toHaveProperty('askingPrice');
  });
});
