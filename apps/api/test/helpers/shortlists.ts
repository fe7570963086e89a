import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type {
  ComposerAudio,
  CreateShareLinkBody,
  CreatedShareLink,
  ShareLink,
  Shortlist,
  ShortlistSummary,
} from '@cuebrief/shared';
import { loginAs, type SignedIn } from './accounts';
import { call, type ApiResponse } from './api';
import { publishedAlbumOf } from './catalogue';
import { DAY_MS, REQUEST } from './requests';
import { submittedAudio } from './submissions';
import type { TestApp } from './test-app';

/** The routes of docs/contracts.md#shortlists, each as the holder of `token` calls it. */
export const shortlistCalls = {
  list: (app: FastifyInstance, token: string | undefined) =>
    call<ShortlistSummary[]>(app, 'GET', `${REQUEST}/shortlists`, { token }),
  create: (app: FastifyInstance, token: string | undefined, body: unknown) =>
    call<Shortlist>(app, 'POST', `${REQUEST}/shortlists`, { token, body }),
  get: (app: FastifyInstance, token: string | undefined, id: string) =>
    call<Shortlist>(app, 'GET', `${REQUEST}/shortlists/${id}`, { token }),
  rename: (app: FastifyInstance, token: string | undefined, id: string, body: unknown) =>
    call<Shortlist>(app, 'PATCH', `${REQUEST}/shortlists/${id}`, { token, body }),
  remove: (app: FastifyInstance, token: string | undefined, id: string) =>
    call<null>(app, 'DELETE', `${REQUEST}/shortlists/${id}`, { token }),
  addItem: (app: FastifyInstance, token: string | undefined, id: string, body: unknown) =>
    call<Shortlist>(app, 'POST', `${REQUEST}/shortlists/${id}/items`, { token, body }),
  editItem: (
    app: FastifyInstance,
    token: string | undefined,
    id: string,
    itemId: string,
    body: unknown,
  ) =>
    call<Shortlist>(app, 'PATCH', `${REQUEST}/shortlists/${id}/items/${itemId}`, { token, body }),
  removeItem: (app: FastifyInstance, token: string | undefined, id: string, itemId: string) =>
    call<Shortlist>(app, 'DELETE', `${REQUEST}/shortlists/${id}/items/${itemId}`, { token }),
  reorder: (app: FastifyInstance, token: string | undefined, id: string, body: unknown) =>
    call<Shortlist>(app, 'PUT', `${REQUEST}/shortlists/${id}/order`, { token, body }),
  createLink: (app: FastifyInstance, token: string | undefined, id: string, body: unknown) =>
    call<CreatedShareLink>(app, 'POST', `${REQUEST}/shortlists/${id}/links`, { token, body }),
  revokeLink: (app: FastifyInstance, token: string | undefined, id: string, linkId: string) =>
    call<ShareLink>(app, 'DELETE', `${REQUEST}/shortlists/${id}/links/${linkId}`, { token }),
};

function expectOk<T>(response: ApiResponse<T>): T {
  expect(response.statusCode, response.raw).toBe(200);
  return response.body.data;
}

/** A new, empty shortlist of the holder of `clientToken`'s. */
export async function shortlistOf(
  t: TestApp,
  clientToken: string,
  title = 'Spring campaign',
): Promise<Shortlist> {
  return expectOk(await shortlistCalls.create(t.app, clientToken, { title }));
}

/** The ids of a shortlist's items in its order, as its client reads them. */
export async function itemIdsOf(t: TestApp, clientToken: string, id: string): Promise<string[]> {
  return expectOk(await shortlistCalls.get(t.app, clientToken, id)).items.map((item) => item.id);
}

/** A link body with a label and an end two weeks ahead by the test clock, unless overridden. */
export const linkBody = (
  t: TestApp,
  overrides: Partial<CreateShareLinkBody> = {},
): CreateShareLinkBody => ({
  label: 'Nike brand team',
  expiresAt: new Date(t.clock.now().getTime() + 14 * DAY_MS).toISOString(),
  ...overrides,
});

/** The raw token at the end of a link's address (`PUBLIC_URL/listen/<token>`). */
export const tokenOf = (url: string): string => {
  const token = url.split('/').pop();
  if (!token) throw new Error(`a link address without a token: ${url}`);
  return token;
};

/** A link of the client's shortlist with the options given: the link, its address and token. */
export async function shareLinkOf(
  t: TestApp,
  clientToken: string,
  shortlistId: string,
  options: Partial<CreateShareLinkBody> = {},
): Promise<CreatedShareLink & { token: string }> {
  const created = expectOk(
    await shortlistCalls.createLink(t.app, clientToken, shortlistId, linkBody(t, options)),
  );
  return { ...created, token: tokenOf(created.url) };
}

/** A take version answering one of the client's requests, by a composer made for it unless given. */
export async function takeOfClient(
  t: TestApp,
  client: SignedIn,
  composer?: SignedIn,
): Promise<ComposerAudio> {
  const { accessToken } = composer ?? (await loginAs(t.app, 'Composer'));
  const { audio } = await submittedAudio(t, { client: client.accessToken, composer: accessToken });
  return audio;
}

/** A track of a published album, by an admin made for it unless given. */
export async function catalogueTrack(t: TestApp, admin?: SignedIn) {
  const { accessToken } = admin ?? (await loginAs(t.app, 'Admin'));
  return (await publishedAlbumOf(t.app, accessToken)).track;
}

/**
 * A shared shortlist of `client`'s, as the recipient's side and the browser tests need one: a
 * take version of one of the client's requests (first) and a catalogue track (second), each
 * with a note, and one link made with `link`'s options (a password, downloads, an end). The
 * composer and admin who make the music are new accounts unless given.
 */
export async function sharedShortlistOf(
  t: TestApp,
  client: SignedIn,
  options: {
    composer?: SignedIn;
    admin?: SignedIn;
    title?: string;
    link?: Partial<CreateShareLinkBody>;
  } = {},
) {
  const token = client.accessToken;
  const take = await takeOfClient(t, client, options.composer);
  const track = await catalogueTrack(t, options.admin);
  const created = await shortlistOf(t, token, options.title);
  expectOk(
    await shortlistCalls.addItem(t.app, token, created.id, {
      audioId: take.id,
      note: 'For the 15 s cut-down',
    }),
  );
  const shortlist = expectOk(
    await shortlistCalls.addItem(t.app, token, created.id, {
      audioId: track.id,
      note: 'The safe choice',
    }),
  );
  const [takeItem, trackItem] = shortlist.items;
  if (!takeItem || !trackItem) throw new Error('a shortlist without its two items');
  const link = await shareLinkOf(t, token, shortlist.id, options.link);
  return {
    shortlist,
    take,
    track,
    takeItemId: takeItem.id,
    trackItemId: trackItem.id,
    /** The link as its client sees it, its address, and the raw token in that address. */
    link: link.link,
    url: link.url,
    token: link.token,
  };
}
