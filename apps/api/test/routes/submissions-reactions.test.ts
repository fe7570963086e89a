import { beforeAll, describe, expect, it } from 'vitest';
import {
  MESSAGES,
  audioOffersSchema,
  offerSchema,
  type AudioOffers,
  type ClientAudio,
  type ClientRequestSubmissions,
  type ComposerAudio,
  type Offer,
} from '@cuebrief/shared';
import { call, expectRefusal } from '../helpers/api';
import { createAccount, loginAs, logIn } from '../helpers/accounts';
import { useEveryRole } from '../helpers/every-role';
import { mailTo, whileMailFailsAfterWriting } from '../helpers/mail';
import { REQUEST } from '../helpers/requests';
import { countRows } from '../helpers/row-counts';
import { submittedAudio } from '../helpers/submissions';
import { expectRefusedChangingNothing } from '../helpers/refusals';
import { useTestApp } from '../helpers/test-app';
import { expectAnswerFor, whoMay } from '../helpers/who-may';

const t = useTestApp();
const signedIn = useEveryRole(t);

const favourite = (token: string | undefined, body: unknown) =>
  call<{ audioId: string; isFavorite: boolean }>(
    t.app,
    'POST',
    `${REQUEST}/client/audio-favorite`,
    {
      token,
      body,
    },
  );
const offer = (token: string | undefined, body: unknown) =>
  call<Offer>(t.app, 'POST', `${REQUEST}/client/audio-review`, { token, body });
const offersOn = (token: string | undefined, audioId: string) =>
  call<AudioOffers>(t.app, 'GET', `${REQUEST}/admin/audio-review/${audioId}`, { token });

/** The client's view of one audio, read from their list. */
async function asTheClientSeesIt(token: string, audioId: string): Promise<ClientAudio | undefined> {
  const response = await call<ClientRequestSubmissions[]>(
    t.app,
    'GET',
    `${REQUEST}/client/submissions`,
    { token },
  );
  return response.body.data
    .flatMap((group) => group.submissions.flatMap((submission) => submission.audios))
    .find((audio) => audio.id === audioId);
}

let audio: ComposerAudio;
let othersAudio: ComposerAudio;
let secondAdmin: { email: string };
beforeAll(async () => {
  secondAdmin = await createAccount(t.app, 'Admin');
  const tokens = { client: signedIn.Client.accessToken, composer: signedIn.Composer.accessToken };
  ({ audio } = await submittedAudio(t, tokens));
  const otherClient = await loginAs(t.app, 'Client');
  ({ audio: othersAudio } = await submittedAudio(t, {
    client: otherClient.accessToken,
    composer: signedIn.Composer.accessToken,
  }));
});

const favouriteBody = (overrides: Record<string, unknown> = {}) => ({
  audioId: audio.id,
  isFavorite: true,
  audioType: 'submission',
  ...overrides,
});
const offerBody = (overrides: Record<string, unknown> = {}) => ({
  audioId: audio.id,
  audioType: 'submission',
  price: 2500,
  ...overrides,
});

describe('who may react to audio', () => {
  const routes = [
    {
      name: 'POST /client/audio-favorite',
      allowed: 'Client' as const,
      send: (token?: string) => favourite(token, favouriteBody()),
    },
    {
      name: 'POST /client/audio-review',
      allowed: 'Client' as const,
      send: (token?: string) => offer(token, offerBody()),
    },
    {
      name: 'GET /admin/audio-review/:id',
      allowed: 'Admin' as const,
      send: (token?: string) => offersOn(token, audio.id),
    },
  ];
  describe.each(routes)('$name', (route) => {
    it.each(whoMay(route.allowed))('answers %s; a refusal changes nothing', async (_, caller) => {
      const before = await countRows(t.app);
      if (!expectAnswerFor(caller, await route.send(signedIn.tokenOf(caller.role)))) {
        expect(await countRows(t.app)).toEqual(before);
      }
    });
  });
});

describe('POST /client/audio-favorite', () => {
  it('marks and unmarks, each as often as sent, and the client sees the mark', async () => {
    const client = signedIn.Client.accessToken;
    for (const isFavorite of [true, true, false, false, true]) {
      const response = await favourite(client, favouriteBody({ isFavorite }));
      expect(response.statusCode, response.raw).toBe(200);
      expect(response.body.data).toEqual({ audioId: audio.id, isFavorite });
      expect((await asTheClientSeesIt(client, audio.id))?.isFavorite).toBe(isFavorite);
    }
    expect((await countRows(t.app)).audio_favorites).toBe(1);
  });

  it("answers 404 for another client's audio, an unknown one and the wrong audio type", async () => {
    const client = () => signedIn.Client.accessToken;
    for (const body of [
      favouriteBody({ audioId: othersAudio.id }),
      favouriteBody({ audioId: crypto.randomUUID() }),
      favouriteBody({ audioType: 'catalogue' }),
    ]) {
      await expectRefusedChangingNothing(t, () => favourite(client(), body), 404, 'NOT_FOUND');
    }
  });
});

describe('POST /client/audio-review', () => {
  it('stores the offer in cents, thanks the client and mails every admin', async () => {
    t.clock.advance(1000);
    const response = await offer(signedIn.Client.accessToken, offerBody({ price: 1999.99 }));
    expect(response.statusCode, response.raw).toBe(200);
    expect(response.body.status.message).toBe(MESSAGES.audioReviewThanks);
    expect(offerSchema.parse(response.body.data)).toEqual({
      id: expect.any(String),
      audioId: audio.id,
      price: 1999.99,
      state: 'offered',
      createdAt: t.clock.now().toISOString(),
    });
    for (const admin of [signedIn.Admin.user.email, secondAdmin.email]) {
      const mail = (await mailTo(t.app, admin)).find((sent) => sent.subject.includes('1,999.99'));
      expect(mail?.subject).toBe(`Offer of $1,999.99 for "${audio.title}"`);
      expect(mail?.text).toContain(signedIn.Client.user.email);
      expect(mail?.text).toContain('Test Agency');
    }
  });

  it('shows the client their latest offer on the audio', async () => {
    t.clock.advance(1000);
    const latest = await offer(signedIn.Client.accessToken, offerBody({ price: 3000 }));
    expect((await asTheClientSeesIt(signedIn.Client.accessToken, audio.id))?.offer).toEqual(
      latest.body.data,
    );
  });

  it('is refused with 402 once the trial has ended, storing and mailing nothing', async () => {
    const hour = 60 * 60 * 1000;
    const trialEndsAt = new Date(t.clock.now().getTime() + hour);
    const lapsing = await createAccount(t.app, 'Client', { trialEndsAt });
    const { audio: theirs } = await submittedAudio(t, {
      client: (await logIn(t.app, lapsing.email)).accessToken,
      composer: signedIn.Composer.accessToken,
    });
    t.clock.advance(2 * hour);
    await signedIn.signInAgain();
    const lapsed = (await logIn(t.app, lapsing.email)).accessToken;
    await expectRefusedChangingNothing(
      t,
      () => offer(lapsed, offerBody({ audioId: theirs.id })),
      402,
      'SUBSCRIPTION_REQUIRED',
    );
  });

  it("answers 404 for another client's audio and the wrong audio type, before asking for a plan", async () => {
    for (const body of [
      offerBody({ audioId: othersAudio.id }),
      offerBody({ audioType: 'catalogue' }),
    ]) {
      await expectRefusedChangingNothing(
        t,
        () => offer(signedIn.Client.accessToken, body),
        404,
        'NOT_FOUND',
      );
    }
  });

  it('stores neither the offer nor a mail when writing the mails fails', async () => {
    await whileMailFailsAfterWriting(t.app, async () => {
      await expectRefusedChangingNothing(
        t,
        () => offer(signedIn.Client.accessToken, offerBody()),
        500,
        'INTERNAL_ERROR',
      );
    });
  });
});

describe('GET /admin/audio-review/:id', () => {
  it('lists the offers on an audio, newest first, with the clients who made them', async () => {
    const response = await offersOn(signedIn.Admin.accessToken, audio.id);
    expect(response.statusCode, response.raw).toBe(200);
    const { audio: about, offers } = audioOffersSchema.parse(response.body.data);
    expect(about).toEqual({ id: audio.id, title: audio.title, audioType: 'submission' });
    // The last is the one sent in the table of who may call the route.
    expect(offers.map((entry) => entry.price)).toEqual([3000, 1999.99, 2500]);
    const client = signedIn.Client.user;
    expect(offers[0]?.client).toEqual({
      id: client.id,
      name: 'Client Tester',
      email: client.email,
      agencyName: 'Test Agency',
    });
  });

  it('answers an empty list for an audio without offers, and 404 for an unknown one', async () => {
    const response = await offersOn(signedIn.Admin.accessToken, othersAudio.id);
    expect(response.body.data.offers).toEqual([]);
    expectRefusal(
      await offersOn(signedIn.Admin.accessToken, crypto.randomUUID()),
      404,
      'NOT_FOUND',
    );
  });
});
