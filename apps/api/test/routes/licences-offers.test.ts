import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ComposerAudio } from '@cuebrief/shared';
import { call } from '../helpers/api';
import { loginAs, type SignedIn } from '../helpers/accounts';
import { albumOf, published, trackInfo, uploadTrack } from '../helpers/catalogue';
import { useEveryRole } from '../helpers/every-role';
import {
  acceptOffer,
  answerOffer,
  clientOffers,
  licencePdf,
  licensingCounts,
  offerOn,
  offerStates,
  offersOn,
  sendDownloadInfo,
} from '../helpers/licences';
import { mailTo } from '../helpers/mail';
import { payInSandbox } from '../helpers/payments';
import { readPdf } from '../helpers/pdf-text';
import { countRows } from '../helpers/row-counts';
import { infoPart, mp3Part, submittedAudio } from '../helpers/submissions';
import { expectRefusedChangingNothing } from '../helpers/refusals';
import { useTestApp } from '../helpers/test-app';
import { expectAnswerFor, refusedUnless, whoMay } from '../helpers/who-may';

const t = useTestApp();
const signedIn = useEveryRole(t);

/** A new take of the every-role composer, on a new request of the every-role client. */
async function newTake(): Promise<ComposerAudio> {
  const { audio } = await submittedAudio(t, {
    client: signedIn.Client.accessToken,
    composer: signedIn.Composer.accessToken,
  });
  return audio;
}

describe('who may call the licence routes', () => {
  let audio: ComposerAudio;
  beforeAll(async () => {
    audio = await newTake();
    await offerOn(t.app, signedIn.Client.accessToken, audio);
  });

  const routes = [
    {
      name: 'POST /payment/admin/send-client-checkout',
      allowed: 'Admin' as const,
      send: (token?: string) =>
        answerOffer(t.app, token, { status: 'declined', patientAudioId: audio.id }),
    },
    {
      name: 'GET /client/offers',
      allowed: 'Client' as const,
      send: (token?: string) => clientOffers(t.app, token),
    },
    {
      name: 'GET /admin/audio-review/:id',
      allowed: 'Admin' as const,
      send: (token?: string) => offersOn(t.app, token, audio.id),
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

  it.each(refusedUnless('Admin'))(
    'POST /admin/send-download-audio-info/:id refuses %s, changing nothing',
    async (_, caller) => {
      await expectRefusedChangingNothing(
        t,
        () => sendDownloadInfo(t.app, signedIn.tokenOf(caller.role), randomUUID()),
        caller.status,
        caller.error,
      );
    },
  );

  it('GET /pdf/:id answers a guest 401, and each role 404 for an audio without a licence', async () => {
    expect((await licencePdf(t.app, undefined, audio.id)).statusCode).toBe(401);
    for (const role of ['Client', 'Composer', 'Admin'] as const) {
      const response = await licencePdf(t.app, signedIn.tokenOf(role), audio.id);
      expect(response.statusCode).toBe(404);
      expect(JSON.parse(response.body).status.error).toBe('NOT_FOUND');
    }
  });
});

describe('POST /payment/admin/send-client-checkout', () => {
  const admin = () => signedIn.Admin.accessToken;

  it.each([
    ['no status', { patientAudioId: randomUUID() }, ['status']],
    ['a status of its own', { status: 'maybe', patientAudioId: randomUUID() }, ['status']],
    ['no audio', { status: 'accepted' }, ['patientAudioId']],
    ['an audio id that is no id', { status: 'accepted', patientAudioId: '12' }, ['patientAudioId']],
    [
      'an offer id that is no id',
      { status: 'accepted', patientAudioId: randomUUID(), audioReviewId: 'x' },
      ['audioReviewId'],
    ],
    ['a field of its own', { status: 'accepted', patientAudioId: randomUUID(), price: 1 }, []],
  ])('refuses %s with 400, changing nothing', async (_, body, fields) => {
    await expectRefusedChangingNothing(
      t,
      () => answerOffer(t.app, admin(), body),
      400,
      'VALIDATION_FAILED',
      fields.length > 0 ? fields : undefined,
    );
  });

  it('answers 404 for an unknown audio, an audio without offers and an offer of another audio', async () => {
    const bare = await newTake();
    const offered = await newTake();
    const offer = await offerOn(t.app, signedIn.Client.accessToken, offered);
    for (const body of [
      { status: 'accepted', patientAudioId: randomUUID() },
      { status: 'accepted', patientAudioId: bare.id },
      { status: 'accepted', patientAudioId: bare.id, audioReviewId: offer.id },
      { status: 'declined', patientAudioId: offered.id, audioReviewId: randomUUID() },
    ]) {
      await expectRefusedChangingNothing(
        t,
        () => answerOffer(t.app, admin(), body),
        404,
        'NOT_FOUND',
      );
    }
  });

  it('declines: the client is told, nothing is charged, and the offer cannot be answered again', async () => {
    const audio = await newTake();
    const offer = await offerOn(t.app, signedIn.Client.accessToken, audio, 75);
    const before = await licensingCounts(t.app);
    const response = await answerOffer(t.app, admin(), {
      status: 'declined',
      patientAudioId: audio.id,
    });
    expect(response.statusCode, response.raw).toBe(200);
    expect(response.body.data).toEqual({ url: null });
    expect((await licensingCounts(t.app)).payments).toBe(before.payments);
    // Every take here is "Glasswing", and mails of one moment have no order: find this one.
    const mail = (await mailTo(t.app, signedIn.Client.user.email)).find(
      (m) =>
        m.subject === `Your offer for "${audio.title}" was declined` && m.text.includes('$75.00'),
    );
    expect(mail).toBeDefined();
    const listed = (await clientOffers(t.app, signedIn.Client.accessToken)).body.data;
    expect(listed.find((o) => o.id === offer.id)).toMatchObject({
      state: 'declined',
      checkoutUrl: null,
      licence: null,
    });
    for (const body of [
      { status: 'accepted', patientAudioId: audio.id, audioReviewId: offer.id },
      { status: 'accepted', patientAudioId: audio.id },
    ]) {
      await expectRefusedChangingNothing(
        t,
        () => answerOffer(t.app, admin(), body),
        409,
        'INVALID_STATE',
      );
    }
  });

  it('leaves a take whose offers were all declined for its composer to delete', async () => {
    const audio = await newTake();
    await offerOn(t.app, signedIn.Client.accessToken, audio);
    await answerOffer(t.app, admin(), { status: 'declined', patientAudioId: audio.id });
    const response = await call(t.app, 'DELETE', `/users/v1/request/composer/audio/${audio.id}`, {
      token: signedIn.Composer.accessToken,
    });
    expect(response.statusCode, response.raw).toBe(200);
  });

  it('accepts once: a second accept is 409 and opens no second checkout', async () => {
    const audio = await newTake();
    const offer = await offerOn(t.app, signedIn.Client.accessToken, audio);
    const url = await acceptOffer(t.app, admin(), audio.id, offer.id);
    expect(url).toContain('/users/v1/payment/sandbox/checkout/');
    await expectRefusedChangingNothing(
      t,
      () => answerOffer(t.app, admin(), { status: 'accepted', patientAudioId: audio.id }),
      409,
      'INVALID_STATE',
    );
  });

  it('answers the offer named, else the latest open one', async () => {
    const audio = await newTake();
    const first = await offerOn(t.app, signedIn.Client.accessToken, audio, 100);
    t.clock.advance(1000);
    const second = await offerOn(t.app, signedIn.Client.accessToken, audio, 200);
    await acceptOffer(t.app, admin(), audio.id, first.id);
    const declined = await answerOffer(t.app, admin(), {
      status: 'declined',
      patientAudioId: audio.id,
    });
    expect(declined.statusCode, declined.raw).toBe(200);
    expect(await offerStates(t.app, admin(), audio.id)).toEqual([
      [second.id, 'declined'],
      [first.id, 'accepted'],
    ]);
  });

  it('shows each client only their own offers', async () => {
    const audio = await newTake();
    const offer = await offerOn(t.app, signedIn.Client.accessToken, audio);
    const other = await loginAs(t.app, 'Client');
    const theirs = await clientOffers(t.app, other.accessToken);
    expect(theirs.statusCode).toBe(200);
    expect(theirs.body.data).toEqual([]);
    const mine = await clientOffers(t.app, signedIn.Client.accessToken);
    expect(mine.body.data.map((o) => o.id)).toContain(offer.id);
  });
});

describe('POST /admin/send-download-audio-info/:id', () => {
  it('answers 404 for an unknown licence and 400 for an id that is none, changing nothing', async () => {
    await expectRefusedChangingNothing(
      t,
      () => sendDownloadInfo(t.app, signedIn.Admin.accessToken, randomUUID()),
      404,
      'NOT_FOUND',
    );
    await expectRefusedChangingNothing(
      t,
      () => sendDownloadInfo(t.app, signedIn.Admin.accessToken, 'not-an-id'),
      400,
      'VALIDATION_FAILED',
      ['id'],
    );
  });
});

describe('licensing a catalogue track', () => {
  let client: SignedIn;
  let trackId: string;
  beforeAll(async () => {
    client = await loginAs(t.app, 'Client');
    const album = await albumOf(t.app, signedIn.Admin.accessToken);
    const track = await uploadTrack(
      t.app,
      signedIn.Admin.accessToken,
      album.id,
      [mp3Part(), infoPart(trackInfo())],
      'Night Drive',
    );
    expect(track.statusCode, track.raw).toBe(200);
    trackId = track.body.data.id;
    await published(t.app, signedIn.Admin.accessToken, album.id);
    await offerOn(t.app, client.accessToken, { id: trackId, audioType: 'catalogue' }, 900);
    await payInSandbox(t.app, await acceptOffer(t.app, signedIn.Admin.accessToken, trackId));
  });

  it('issues a licence from Cuebrief, for any media, answering no request', async () => {
    const [offer] = (await clientOffers(t.app, client.accessToken)).body.data;
    expect(offer).toMatchObject({
      state: 'paid',
      request: null,
      audio: { id: trackId, audioType: 'catalogue', title: 'Night Drive' },
    });
    const pdf = await licencePdf(t.app, client.accessToken, trackId);
    expect(pdf.statusCode).toBe(200);
    const { text } = await readPdf(pdf.rawPayload);
    expect(text).toContain(offer?.licence?.number ?? 'no licence');
    expect(text).toContain('Cuebrief (catalogue)');
    expect(text).toContain('All media');
    expect(text).toContain('$900.00');
  });

  it('answers a composer 404: no composer is a party to a catalogue licence', async () => {
    expect((await licencePdf(t.app, signedIn.Composer.accessToken, trackId)).statusCode).toBe(404);
  });
});

describe('removing an account', () => {
  it("keeps the licence, without the removed client's name; the agency stays", async () => {
    const client = await loginAs(t.app, 'Client');
    const composer = await loginAs(t.app, 'Composer');
    const { audio } = await submittedAudio(t, {
      client: client.accessToken,
      composer: composer.accessToken,
    });
    await offerOn(t.app, client.accessToken, audio);
    await payInSandbox(t.app, await acceptOffer(t.app, signedIn.Admin.accessToken, audio.id));
    const removed = await call(t.app, 'DELETE', '/users/v1/auth/client/remove-account', {
      token: client.accessToken,
    });
    expect(removed.statusCode, removed.raw).toBe(200);
    const pdf = await licencePdf(t.app, signedIn.Admin.accessToken, audio.id, client.user.id);
    expect(pdf.statusCode).toBe(200);
    const { text } = await readPdf(pdf.rawPayload);
    expect(text).toContain('Removed account');
    expect(text).toContain('Test Agency');
    expect(text).not.toContain('Client Tester');
    expect(text).toContain('Composer Tester');
    // The composer still reads the licence of their music.
    expect((await licencePdf(t.app, composer.accessToken, audio.id)).statusCode).toBe(200);
  });
});
