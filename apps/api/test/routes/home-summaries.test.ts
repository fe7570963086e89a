import { describe, expect, it } from 'vitest';
import {
  HOME_LIST_SIZE,
  type AdminHome,
  type ClientHome,
  type ComposerHome,
  type ComposerRequest,
  type Paged,
} from '@cuebrief/shared';
import { call, type ApiResponse } from '../helpers/api';
import { createAccount, loginAs, type SignedIn } from '../helpers/accounts';
import { useEveryRole } from '../helpers/every-role';
import { acceptOffer, offerOn } from '../helpers/licences';
import { payInSandbox } from '../helpers/payments';
import { REQUEST } from '../helpers/requests';
import { commentOn, decideOn } from '../helpers/reviews';
import { audioOf, openRequestOf, submissionTo, submittedAudio } from '../helpers/submissions';
import { useTestApp } from '../helpers/test-app';
import { expectAnswerFor, whoMay } from '../helpers/who-may';

const t = useTestApp();
const signedIn = useEveryRole(t);

const HOMES = { Client: 'client', Composer: 'composer', Admin: 'admin' } as const;

const homeOf = <T>(role: keyof typeof HOMES, token: string | undefined): Promise<ApiResponse<T>> =>
  call<T>(t.app, 'GET', `${REQUEST}/${HOMES[role]}/home`, { token });

async function readHome<T>(role: keyof typeof HOMES, token: string): Promise<T> {
  const response = await homeOf<T>(role, token);
  expect(response.statusCode, response.raw).toBe(200);
  return response.body.data;
}

/** A client and a composer of their own, so what the homes count is this test's alone. */
async function pair(): Promise<{ client: SignedIn; composer: SignedIn }> {
  return { client: await loginAs(t.app, 'Client'), composer: await loginAs(t.app, 'Composer') };
}

const play = (token: string, audioId: string) =>
  call(t.app, 'POST', `${REQUEST}/audio/${audioId}/play`, { token });

describe('who may read a home', () => {
  describe.each(Object.keys(HOMES) as (keyof typeof HOMES)[])('GET /%s/home', (role) => {
    it.each(whoMay(role))('answers %s', async (_, caller) => {
      expectAnswerFor(caller, await homeOf(role, signedIn.tokenOf(caller.role)));
    });
  });
});

describe("the client's home", () => {
  it('starts empty for a client without requests', async () => {
    const { client } = await pair();
    expect(await readHome<ClientHome>('Client', client.accessToken)).toEqual({
      activeRequests: { count: 0, nearest: null },
      newTakes: { total: 0, requests: [] },
      offersToPay: { count: 0, offers: [] },
    });
  });

  it('counts takes as new until the client plays them or decides on them', async () => {
    const { client, composer } = await pair();
    const tokens = { client: client.accessToken, composer: composer.accessToken };
    const { request, submission, audio: first } = await submittedAudio(t, tokens);
    const second = await audioOf(t, composer.accessToken, submission.id);
    // Another client's take is never theirs to hear of.
    await submittedAudio(t, { client: signedIn.Client.accessToken, composer: tokens.composer });

    let home = await readHome<ClientHome>('Client', client.accessToken);
    expect(home.activeRequests).toEqual({
      count: 1,
      nearest: { id: request.id, title: request.title, deadline: request.deadline },
    });
    expect(home.newTakes.total).toBe(2);
    expect(home.newTakes.requests).toEqual([
      { id: request.id, title: request.title, newTakes: 2, latestAt: expect.any(String) },
    ]);

    expect((await play(client.accessToken, first.id)).statusCode).toBe(200);
    await decideOn(t.app, client.accessToken, second.id, { state: 'shortlisted' });
    home = await readHome<ClientHome>('Client', client.accessToken);
    expect(home.newTakes).toEqual({ total: 0, requests: [] });
  });

  it('lists at most a few requests, the latest take first, and counts all', async () => {
    const { client, composer } = await pair();
    const requests = [];
    for (let i = 0; i <= HOME_LIST_SIZE; i += 1) {
      t.clock.advance(1000);
      const request = await openRequestOf(t, client.accessToken);
      const submission = await submissionTo(t, composer.accessToken, request.id);
      await audioOf(t, composer.accessToken, submission.id);
      requests.push(request);
    }
    const home = await readHome<ClientHome>('Client', client.accessToken);
    expect(home.activeRequests.count).toBe(HOME_LIST_SIZE + 1);
    expect(home.newTakes.total).toBe(HOME_LIST_SIZE + 1);
    expect(home.newTakes.requests.map((listed) => listed.id)).toEqual(
      requests
        .slice(1)
        .reverse()
        .map((request) => request.id),
    );
  });

  it('lists an accepted offer with its checkout until it is paid', async () => {
    const { client, composer } = await pair();
    const tokens = { client: client.accessToken, composer: composer.accessToken };
    const { request, audio } = await submittedAudio(t, tokens);
    const offer = await offerOn(t.app, client.accessToken, audio, 1800);
    expect((await readHome<ClientHome>('Client', client.accessToken)).offersToPay.count).toBe(0);

    const checkoutUrl = await acceptOffer(t.app, signedIn.Admin.accessToken, audio.id);
    expect((await readHome<ClientHome>('Client', client.accessToken)).offersToPay).toEqual({
      count: 1,
      offers: [
        {
          id: offer.id,
          audio: { id: audio.id, title: audio.title },
          request: { id: request.id, title: request.title },
          priceCents: 180_000,
          checkoutUrl,
        },
      ],
    });

    await payInSandbox(t.app, checkoutUrl);
    expect((await readHome<ClientHome>('Client', client.accessToken)).offersToPay.count).toBe(0);
  });
});

describe("the composer's home", () => {
  it('shows the newest open requests as New Requests does', async () => {
    const { client, composer } = await pair();
    t.clock.advance(1000);
    const newest = await openRequestOf(t, client.accessToken);
    const home = await readHome<ComposerHome>('Composer', composer.accessToken);
    const list = await call<Paged<ComposerRequest>>(t.app, 'GET', `${REQUEST}/composer/requests`, {
      token: composer.accessToken,
      query: { pageSize: String(HOME_LIST_SIZE) },
    });
    expect(home.newBriefs.total).toBe(list.body.data.total);
    expect(home.newBriefs.requests.map((request) => request.id)).toEqual(
      list.body.data.data.map((request) => request.id),
    );
    expect(home.newBriefs.requests[0]).toEqual({
      id: newest.id,
      title: newest.title,
      agencyName: 'Test Agency',
      budget: newest.budget,
      deadline: newest.deadline,
      genre: newest.genre,
      createdAt: newest.createdAt,
    });
  });

  it("shows each take's last event, the one that moved last first", async () => {
    const { client, composer } = await pair();
    const tokens = { client: client.accessToken, composer: composer.accessToken };
    const { request, submission, audio: first } = await submittedAudio(t, tokens);
    const second = await audioOf(t, composer.accessToken, submission.id, undefined, 'Second');
    t.clock.advance(1000);
    await decideOn(t.app, client.accessToken, first.id, { state: 'passed', reasons: ['Tempo'] });

    const home = await readHome<ComposerHome>('Composer', composer.accessToken);
    expect(home.takes.map((take) => [take.audioId, take.lastEvent?.kind])).toEqual([
      [first.id, 'passed'],
      [second.id, 'submitted'],
    ]);
    expect(home.takes[0]).toMatchObject({
      title: first.title,
      version: 1,
      request: { id: request.id, title: request.title },
    });
  });

  it("counts the client's threads until the composer replies", async () => {
    const { client, composer } = await pair();
    const tokens = { client: client.accessToken, composer: composer.accessToken };
    const { request, audio } = await submittedAudio(t, tokens);
    const thread = await commentOn(t.app, client.accessToken, audio.id, {
      body: 'Could the drums come in earlier?',
      atSeconds: 0.5,
    });

    let home = await readHome<ComposerHome>('Composer', composer.accessToken);
    expect(home.awaitingReply).toEqual({
      count: 1,
      comments: [
        {
          id: thread.id,
          audioId: audio.id,
          takeTitle: audio.title,
          request: { id: request.id, title: request.title },
          body: 'Could the drums come in earlier?',
          createdAt: thread.createdAt,
        },
      ],
    });
    // Nobody else's home hears of it.
    const other = await readHome<ComposerHome>('Composer', signedIn.Composer.accessToken);
    expect(other.awaitingReply.comments.map((c) => c.id)).not.toContain(thread.id);

    await commentOn(t.app, composer.accessToken, audio.id, { body: 'Yes', parentId: thread.id });
    home = await readHome<ComposerHome>('Composer', composer.accessToken);
    expect(home.awaitingReply).toEqual({ count: 0, comments: [] });
  });
});

describe("the admins' home", () => {
  it('counts pending sign-ups and unanswered offers, and shows the latest payments', async () => {
    const before = await readHome<AdminHome>('Admin', signedIn.Admin.accessToken);
    await createAccount(t.app, 'Composer', { status: 'pending' });
    await createAccount(t.app, 'Client', { status: 'pending' });
    await createAccount(t.app, 'Client', { status: 'pending' });
    const { client, composer } = await pair();
    const tokens = { client: client.accessToken, composer: composer.accessToken };
    const { audio } = await submittedAudio(t, tokens);
    await offerOn(t.app, client.accessToken, audio);

    let home = await readHome<AdminHome>('Admin', signedIn.Admin.accessToken);
    expect(home.pendingSignUps).toEqual({
      composers: before.pendingSignUps.composers + 1,
      clients: before.pendingSignUps.clients + 2,
    });
    expect(home.offersToAnswer).toBe(before.offersToAnswer + 1);

    await acceptOffer(t.app, signedIn.Admin.accessToken, audio.id);
    home = await readHome<AdminHome>('Admin', signedIn.Admin.accessToken);
    expect(home.offersToAnswer).toBe(before.offersToAnswer);
    expect(home.recentPayments.length).toBeLessThanOrEqual(HOME_LIST_SIZE);
    expect(home.recentPayments[0]).toMatchObject({
      client: { id: client.user.id },
      purpose: 'licence',
      state: 'pending',
    });
  });
});
