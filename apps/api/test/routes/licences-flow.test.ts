import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ClientOffer, ClientRequest, ComposerAudio, Licence } from '@cuebrief/shared';
import { payments } from '../../src/db/schema';
import { call, expectRefusal } from '../helpers/api';
import { loginAs, type SignedIn } from '../helpers/accounts';
import {
  acceptOffer,
  clientOffers,
  licencePdf,
  licensingCounts,
  offerOn,
  offersOn,
  sendDownloadInfo,
} from '../helpers/licences';
import { mailTo } from '../helpers/mail';
import {
  deliver,
  payInSandbox,
  paymentOfCheckout,
  sandboxConfig,
  sessionObject,
  stripeEvent,
} from '../helpers/payments';
import { readPdf } from '../helpers/pdf-text';
import { REQUEST } from '../helpers/requests';
import { readToneMp3 } from '../helpers/audio-files';
import { mp3Part, submittedAudio, wavPart } from '../helpers/submissions';
import { useTestApp } from '../helpers/test-app';

// The sandbox with the tests' webhook secret, so a test can deliver the provider's events too.
const t = useTestApp({ config: sandboxConfig });

let admin: SignedIn;
let client: SignedIn;
let composer: SignedIn;
let audio: ComposerAudio;
let requestId: string;
let checkoutUrl: string;
let offerId: string;

/** The request as its client reads it. */
async function ownRequest(): Promise<ClientRequest> {
  const response = await call<ClientRequest>(
    t.app,
    'GET',
    `${REQUEST}/client/request/${requestId}`,
    {
      token: client.accessToken,
    },
  );
  expect(response.statusCode, response.raw).toBe(200);
  return response.body.data;
}

/** The client's own view of their offer. */
async function offerAsTheClientSeesIt(token = client.accessToken): Promise<ClientOffer> {
  const response = await clientOffers(t.app, token);
  expect(response.statusCode, response.raw).toBe(200);
  const found = response.body.data.find((offer) => offer.id === offerId);
  if (!found) throw new Error('the offer is not in the list');
  return found;
}

beforeAll(async () => {
  admin = await loginAs(t.app, 'Admin');
  client = await loginAs(t.app, 'Client');
  composer = await loginAs(t.app, 'Composer');
  const submitted = await submittedAudio(
    t,
    { client: client.accessToken, composer: composer.accessToken },
    [mp3Part(), wavPart(2)],
  );
  audio = submitted.audio;
  requestId = submitted.request.id;
  offerId = (await offerOn(t.app, client.accessToken, audio, 1800)).id;
  checkoutUrl = await acceptOffer(t.app, admin.accessToken, audio.id);
});

describe('an accepted offer, before it is paid', () => {
  it('shows the client where to pay, and the admins the same checkout', async () => {
    const offer = await offerAsTheClientSeesIt();
    expect(offer).toMatchObject({
      state: 'accepted',
      priceCents: 180_000,
      checkoutUrl,
      licence: null,
      audio: { id: audio.id, title: 'Glasswing', audioType: 'submission' },
      request: { id: requestId },
    });
    const admins = await offersOn(t.app, admin.accessToken, audio.id);
    expect(admins.body.data.offers[0]).toMatchObject({ id: offerId, checkoutUrl, licence: null });
  });

  it('mailed the client the checkout link', async () => {
    const mail = await mailTo(t.app, client.user.email);
    expect(mail.find((m) => m.subject.includes('was accepted'))?.text).toContain(checkoutUrl);
  });

  it('keeps its composer from deleting the audio a client is paying for (409)', async () => {
    const response = await call(t.app, 'DELETE', `${REQUEST}/composer/audio/${audio.id}`, {
      token: composer.accessToken,
    });
    expectRefusal(response, 409, 'INVALID_STATE');
  });

  it('has no licence PDF yet (404)', async () => {
    const response = await licencePdf(t.app, client.accessToken, audio.id);
    expect(response.statusCode).toBe(404);
  });
});

describe('paying the checkout in the sandbox', () => {
  let licence: Licence;
  beforeAll(async () => {
    await payInSandbox(t.app, checkoutUrl);
    const admins = await offersOn(t.app, admin.accessToken, audio.id);
    const found = admins.body.data.offers[0]?.licence;
    if (!found) throw new Error('no licence after payment');
    licence = { ...found, audioId: audio.id } as unknown as Licence;
  });

  it('issues a numbered licence; the offer is paid and its checkout gone', async () => {
    expect(licence.number).toMatch(new RegExp(`^CB-${t.clock.now().getUTCFullYear()}-\\d{6}$`));
    const offer = await offerAsTheClientSeesIt();
    expect(offer).toMatchObject({
      state: 'paid',
      checkoutUrl: null,
      licence: { id: licence.id, number: licence.number, downloads: null },
    });
  });

  it('leaves the open brief open for alternates, noting when it was licensed', async () => {
    const own = await ownRequest();
    expect(own).toMatchObject({ state: 'open', closedAt: null });
    expect(own.licensedAt).toBe(licence.issuedAt);
    const listed = await call<ClientRequest[]>(t.app, 'GET', `${REQUEST}/client/requests`, {
      token: client.accessToken,
    });
    expect(listed.body.data.find((r) => r.id === requestId)).toMatchObject({
      state: 'open',
      licensedAt: licence.issuedAt,
    });
  });

  it('ends fulfilled, not closed, when its client closes it', async () => {
    const closed = await call<ClientRequest>(
      t.app,
      'POST',
      `${REQUEST}/client/request/${requestId}/close`,
      { token: client.accessToken },
    );
    expect(closed.body.data).toMatchObject({ state: 'fulfilled', licensedAt: licence.issuedAt });
    const listed = await call<ClientRequest[]>(t.app, 'GET', `${REQUEST}/client/requests`, {
      token: client.accessToken,
      query: { state: 'fulfilled' },
    });
    expect(listed.body.data.map((r) => r.id)).toContain(requestId);
  });

  it('tells the composer and sends the client a receipt with the PDF address', async () => {
    const toComposer = await mailTo(t.app, composer.user.email);
    expect(toComposer.find((m) => m.subject.includes('was licensed'))?.text).toContain(
      licence.number,
    );
    const receipt = (await mailTo(t.app, client.user.email)).find((m) =>
      m.subject.startsWith('Receipt'),
    );
    expect(receipt?.text).toContain(licence.number);
    expect(receipt?.text).toContain(`${REQUEST}/pdf/${audio.id}`);
    expect(receipt?.text).toContain('$1,800.00');
  });

  it('answers the licence PDF to its client, its composer and admins', async () => {
    for (const [token, patient] of [
      [client.accessToken, undefined],
      [composer.accessToken, undefined],
      [admin.accessToken, client.user.id],
      [admin.accessToken, undefined],
    ] as const) {
      const response = await licencePdf(t.app, token, audio.id, patient);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      expect(response.headers['content-disposition']).toContain(
        `attachment; filename="licence-${licence.number}.pdf"`,
      );
      const { pages, text } = await readPdf(response.rawPayload);
      expect(pages).toBe(1);
      expect(text).toContain(licence.number);
      expect(text).toContain('Client Tester');
      expect(text).toContain('Composer Tester');
      expect(text).toContain('Test Agency');
      expect(text).toContain('PRS');
      expect(text).toContain('00123456789');
      expect(text).toContain('Glasswing');
      expect(text).toContain('$1,800.00');
    }
  });

  it('answers 404 to anyone not a party, and 401 to a guest', async () => {
    const otherClient = await loginAs(t.app, 'Client');
    const otherComposer = await loginAs(t.app, 'Composer');
    for (const token of [otherClient.accessToken, otherComposer.accessToken]) {
      const response = await licencePdf(t.app, token, audio.id);
      expect(response.statusCode).toBe(404);
      expect(JSON.parse(response.body).status.error).toBe('NOT_FOUND');
    }
    // Another client naming this client's id is still answered for themselves only.
    const named = await licencePdf(t.app, otherClient.accessToken, audio.id, client.user.id);
    expect(named.statusCode).toBe(404);
    // An admin naming a client without a licence of it.
    const nobody = await licencePdf(t.app, admin.accessToken, audio.id, otherClient.user.id);
    expect(nobody.statusCode).toBe(404);
    const guest = await licencePdf(t.app, undefined, audio.id);
    expect(guest.statusCode).toBe(401);
  });

  it('keeps the composer from deleting the licensed audio (409), which stays', async () => {
    const response = await call(t.app, 'DELETE', `${REQUEST}/composer/audio/${audio.id}`, {
      token: composer.accessToken,
    });
    expectRefusal(response, 409, 'INVALID_STATE');
    expect((await offerAsTheClientSeesIt()).audio.id).toBe(audio.id);
  });

  it('sends the client signed links to the files, which the app serves', async () => {
    const response = await sendDownloadInfo(t.app, admin.accessToken, licence.id);
    expect(response.statusCode, response.raw).toBe(200);
    expect(response.body.data).toMatchObject({
      id: licence.id,
      number: licence.number,
      audioId: audio.id,
      clientId: client.user.id,
      priceCents: 180_000,
      downloadInfoSentAt: t.clock.now().toISOString(),
    });
    const mail = (await mailTo(t.app, client.user.email)).find((m) =>
      m.subject.startsWith('Your files'),
    );
    const links = [...(mail?.text ?? '').matchAll(/^(WAV|MP3): (\S+)$/gm)].map((m) => m[2] ?? '');
    expect(links).toHaveLength(2);
    for (const link of links) {
      const file = await t.app.inject({ method: 'GET', url: link });
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-disposition']).toContain('attachment');
    }
    const mp3 = await t.app.inject({ method: 'GET', url: links[1] ?? '' });
    expect(mp3.rawPayload.equals(readToneMp3())).toBe(true);

    const offer = await offerAsTheClientSeesIt();
    expect(offer.licence?.downloads).toMatchObject({ stemsUrl: null });
    const fresh = await t.app.inject({
      method: 'GET',
      url: offer.licence?.downloads?.wavUrl ?? '',
    });
    expect(fresh.statusCode).toBe(200);
    expect(fresh.rawPayload.subarray(0, 4).toString()).toBe('RIFF');

    const admins = await offersOn(t.app, admin.accessToken, audio.id);
    expect(admins.body.data.offers[0]?.licence?.downloadInfoSentAt).toBe(
      t.clock.now().toISOString(),
    );
  });

  it('applies the same paid event twice as once: one licence, no new mail', async () => {
    const before = await licensingCounts(t.app);
    const payment = await paymentOfCheckout(t.app, checkoutUrl);
    const event = stripeEvent(
      'checkout.session.completed',
      sessionObject(payment, { mode: 'payment' }),
      t.clock.now(),
    );
    for (let n = 0; n < 2; n++) {
      const response = await deliver(t.app, event);
      expect(response.statusCode, response.raw).toBe(200);
    }
    expect(await licensingCounts(t.app)).toEqual(before);
  });

  it('settles a payment already settled as nothing (the handler itself is idempotent)', async () => {
    const before = await licensingCounts(t.app);
    const { db } = t.app.database;
    const [payment] = await db.select().from(payments).where(eq(payments.audioReviewId, offerId));
    if (!payment) throw new Error('no payment of the offer');
    await db.transaction((tx) => t.app.services.licences.settleLicence(tx, payment));
    expect(await licensingCounts(t.app)).toEqual(before);
  });
});
