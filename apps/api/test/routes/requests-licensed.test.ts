import { describe, expect, it } from 'vitest';
import type { ClientRequest, ComposerAudio } from '@cuebrief/shared';
import { call } from '../helpers/api';
import { useEveryRole } from '../helpers/every-role';
import { acceptOffer, offerOn } from '../helpers/licences';
import { payInSandbox, sandboxConfig } from '../helpers/payments';
import { REQUEST } from '../helpers/requests';
import { submittedAudio } from '../helpers/submissions';
import { useTestApp } from '../helpers/test-app';

// A licence does not end a brief (agencies license alternates): it ends fulfilled, not closed,
// when its client closes it or its deadline day is over (docs/contracts.md#request-states).
const t = useTestApp({ config: sandboxConfig });
const signedIn = useEveryRole(t);
const DAY_MS = 24 * 3600 * 1000;

const clientToken = () => signedIn.Client.accessToken;

async function ownRequest(id: string): Promise<ClientRequest> {
  const response = await call<ClientRequest>(t.app, 'GET', `${REQUEST}/client/request/${id}`, {
    token: clientToken(),
  });
  expect(response.statusCode, response.raw).toBe(200);
  return response.body.data;
}

async function idsInState(state: string): Promise<string[]> {
  const response = await call<ClientRequest[]>(t.app, 'GET', `${REQUEST}/client/requests`, {
    token: clientToken(),
    query: { state },
  });
  expect(response.statusCode, response.raw).toBe(200);
  return response.body.data.map((request) => request.id);
}

/** The clock past a new brief's deadline day (30 days ahead), the accounts signed in again. */
async function pastTheDeadline() {
  t.clock.advance(31 * DAY_MS);
  await signedIn.signInAgain();
}

/** A take on a new request of the client, and a paid licence of it. */
async function licensedTake(beforePaying?: (requestId: string) => Promise<void>) {
  const { request, audio } = await submittedAudio(t, {
    client: clientToken(),
    composer: signedIn.Composer.accessToken,
  });
  await licence(audio, async () => beforePaying?.(request.id));
  return request.id;
}

async function licence(audio: ComposerAudio, beforePaying: () => Promise<unknown>) {
  await offerOn(t.app, clientToken(), audio);
  const checkoutUrl = await acceptOffer(t.app, signedIn.Admin.accessToken, audio.id);
  await beforePaying();
  await payInSandbox(t.app, checkoutUrl);
}

describe('a licence of a take whose brief had been closed', () => {
  it('fulfils it at once, keeping the time it closed', async () => {
    let closedAt = '';
    const id = await licensedTake(async (requestId) => {
      const closed = await call<ClientRequest>(
        t.app,
        'POST',
        `${REQUEST}/client/request/${requestId}/close`,
        { token: clientToken() },
      );
      expect(closed.body.data.state).toBe('closed');
      closedAt = closed.body.data.closedAt ?? '';
      t.clock.advance(60_000);
    });
    const ended = await ownRequest(id);
    expect(ended).toMatchObject({ state: 'fulfilled', closedAt });
    expect(ended.licensedAt).not.toBeNull();
    expect(Date.parse(ended.licensedAt ?? '')).toBeGreaterThan(Date.parse(closedAt));
  });
});

describe('who reads when a brief was licensed', () => {
  it('its client does; composers and admins read the brief without it', async () => {
    const id = await licensedTake();
    expect((await ownRequest(id)).licensedAt).not.toBeNull();
    for (const token of [signedIn.Composer.accessToken, signedIn.Admin.accessToken]) {
      const response = await call(t.app, 'GET', `${REQUEST}/composer/request/${id}`, { token });
      expect(response.statusCode, response.raw).toBe(200);
      expect(response.body.data).not.toHaveProperty('licensedAt');
    }
  });
});

// Last: the clock moves a month on, past the client's trial.
describe('briefs past their deadline day', () => {
  it('a licensed one reads as fulfilled at once, and the housekeeping stores it so', async () => {
    const id = await licensedTake();
    const unlicensed = (
      await submittedAudio(t, { client: clientToken(), composer: signedIn.Composer.accessToken })
    ).request.id;
    expect(await ownRequest(id)).toMatchObject({ state: 'open', closedAt: null });
    await pastTheDeadline();

    const ended = await ownRequest(id);
    expect(ended).toMatchObject({ state: 'fulfilled', closedAt: ended.closesAt });
    expect(await ownRequest(unlicensed)).toMatchObject({ state: 'closed', licensedAt: null });
    expect(await idsInState('fulfilled')).toContain(id);
    expect(await idsInState('fulfilled')).not.toContain(unlicensed);
    expect(await idsInState('closed')).toContain(unlicensed);
    expect(await idsInState('closed')).not.toContain(id);
    expect(await idsInState('open')).not.toContain(id);

    expect(await t.app.services.requests.storeClosedPastDeadline()).toBeGreaterThan(0);
    expect(await ownRequest(id)).toMatchObject({ state: 'fulfilled' });
    expect(await ownRequest(unlicensed)).toMatchObject({ state: 'closed' });
    expect(await idsInState('fulfilled')).toContain(id);
    expect(await idsInState('closed')).toContain(unlicensed);
  });
});
