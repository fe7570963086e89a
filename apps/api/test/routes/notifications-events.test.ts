import { beforeAll, describe, expect, it } from 'vitest';
import type { ComposerAudio, Notification, Profile } from '@cuebrief/shared';
import { call } from '../helpers/api';
import { createAccount, logIn, loginAs, type SignedIn } from '../helpers/accounts';
import { acceptOffer, answerOffer, offerOn } from '../helpers/licences';
import { whileMailFailsAfterWriting } from '../helpers/mail';
import { kindsOf, notificationsOf } from '../helpers/notifications';
import {
  deliver,
  payInSandbox,
  paymentOfCheckout,
  sandboxConfig,
  sessionObject,
  stripeEvent,
} from '../helpers/payments';
import { commentOn } from '../helpers/reviews';
import { audioOf, submittedAudio, versionOf } from '../helpers/submissions';
import { useTestApp } from '../helpers/test-app';

// The sandbox with the tests' webhook secret, so a test can deliver the provider's events too.
const t = useTestApp({ config: sandboxConfig });
const AUTH = '/users/v1/auth';

let admin: SignedIn;
let client: SignedIn;
let composer: SignedIn;
/** Someone of each side who has nothing to do with the music: they must hear of nothing. */
let otherClient: SignedIn;
let otherComposer: SignedIn;
let audio: ComposerAudio;
let requestId: string;
let submissionId: string;

const tokens = () => ({ client: client.accessToken, composer: composer.accessToken });
const onlyOne = (found: Notification[], kind: Notification['kind']) => {
  const ofKind = found.filter((notification) => notification.kind === kind);
  expect(ofKind).toHaveLength(1);
  return ofKind[0]!;
};

beforeAll(async () => {
  admin = await loginAs(t.app, 'Admin');
  client = await loginAs(t.app, 'Client');
  composer = await loginAs(t.app, 'Composer');
  otherClient = await loginAs(t.app, 'Client');
  otherComposer = await loginAs(t.app, 'Composer');
  const submitted = await submittedAudio(t, tokens());
  audio = submitted.audio;
  requestId = submitted.request.id;
  submissionId = submitted.submission.id;
});

describe('a new submission with its first take', () => {
  it('tells the request’s client once, naming the brief and the composer', async () => {
    const found = onlyOne(await notificationsOf(t.app, client.accessToken), 'submission-received');
    expect(found).toMatchObject({
      subject: expect.any(String),
      params: { from: 'Composer Tester' },
      requestId,
      audioId: audio.id,
      readAt: null,
    });
  });

  it('says nothing more for the submission’s second take', async () => {
    await audioOf(t, composer.accessToken, submissionId, undefined, 'Second take');
    onlyOne(await notificationsOf(t.app, client.accessToken), 'submission-received');
  });

  it('tells nobody else', async () => {
    expect(await kindsOf(t.app, composer.accessToken)).toEqual([]);
    expect(await kindsOf(t.app, otherClient.accessToken)).toEqual([]);
    expect(await kindsOf(t.app, admin.accessToken)).toEqual([]);
  });
});

describe('a new version of a take', () => {
  it('tells the client, with the version’s number', async () => {
    const take = await versionOf(t, composer.accessToken, audio.id);
    const found = onlyOne(await notificationsOf(t.app, client.accessToken), 'take-version');
    expect(found).toMatchObject({
      subject: 'Glasswing',
      params: { version: 2, from: 'Composer Tester' },
      requestId,
      audioId: take.versions[0]!.id,
    });
    expect(await kindsOf(t.app, composer.accessToken)).toEqual([]);
    expect(await kindsOf(t.app, otherClient.accessToken)).toEqual([]);
  });
});

describe('a comment on a take', () => {
  it('tells its composer of the client’s comment; the composer’s reply tells no one', async () => {
    const thread = await commentOn(t.app, client.accessToken, audio.id, {
      body: 'Lovely opening',
      atSeconds: 0.5,
    });
    await commentOn(t.app, composer.accessToken, audio.id, {
      body: 'Thanks!',
      parentId: thread.id,
    });
    const found = onlyOne(await notificationsOf(t.app, composer.accessToken), 'take-comment');
    expect(found).toMatchObject({
      subject: 'Glasswing',
      params: { from: 'Test Agency', version: 1 },
      requestId,
      audioId: audio.id,
    });
    expect(await kindsOf(t.app, composer.accessToken)).toEqual(['take-comment']);
    expect(await kindsOf(t.app, otherComposer.accessToken)).toEqual([]);
    expect(await kindsOf(t.app, client.accessToken)).not.toContain('take-comment');
  });
});

describe('an offer answered and paid', () => {
  let checkoutUrl: string;

  it('tells the client their offer was accepted, its checkout ready', async () => {
    await offerOn(t.app, client.accessToken, audio, 1800);
    checkoutUrl = await acceptOffer(t.app, admin.accessToken, audio.id);
    const found = onlyOne(await notificationsOf(t.app, client.accessToken), 'offer-accepted');
    expect(found).toMatchObject({
      subject: 'Glasswing',
      params: { priceCents: 180_000 },
      requestId,
      audioId: audio.id,
    });
    expect(await kindsOf(t.app, composer.accessToken)).not.toContain('offer-accepted');
  });

  it('tells the client a fresh checkout is ready when the offer is accepted again', async () => {
    t.clock.advance(1000);
    const payment = await paymentOfCheckout(t.app, checkoutUrl);
    const expiresAt = new Date(payment.createdAt.getTime() + 24 * 3600 * 1000);
    const expired = stripeEvent(
      'checkout.session.expired',
      sessionObject(payment, { mode: 'payment', expiresAt }),
      expiresAt,
    );
    expect((await deliver(t.app, expired)).statusCode).toBe(200);
    t.clock.advance(1000);
    checkoutUrl = await acceptOffer(t.app, admin.accessToken, audio.id);
    onlyOne(await notificationsOf(t.app, client.accessToken), 'checkout-ready');
    onlyOne(await notificationsOf(t.app, client.accessToken), 'offer-accepted');
  });

  it('tells client and composer once each of the licence, however often the provider says so', async () => {
    await payInSandbox(t.app, checkoutUrl);
    const payment = await paymentOfCheckout(t.app, checkoutUrl);
    const again = stripeEvent(
      'checkout.session.completed',
      sessionObject(payment, { mode: 'payment' }),
      t.clock.now(),
    );
    expect((await deliver(t.app, again)).statusCode).toBe(200);
    const toClient = onlyOne(await notificationsOf(t.app, client.accessToken), 'licence-issued');
    const toComposer = onlyOne(
      await notificationsOf(t.app, composer.accessToken),
      'licence-issued',
    );
    for (const found of [toClient, toComposer]) {
      expect(found).toMatchObject({
        subject: 'Glasswing',
        params: { number: expect.stringMatching(/^CB-\d{4}-\d{6}$/) },
        requestId,
        audioId: audio.id,
      });
    }
    expect(await kindsOf(t.app, otherClient.accessToken)).toEqual([]);
    expect(await kindsOf(t.app, otherComposer.accessToken)).toEqual([]);
    expect(await kindsOf(t.app, admin.accessToken)).toEqual([]);
  });

  it('tells the client their offer was declined', async () => {
    const take = await submittedAudio(t, tokens());
    await offerOn(t.app, client.accessToken, take.audio, 900);
    const response = await answerOffer(t.app, admin.accessToken, {
      status: 'declined',
      patientAudioId: take.audio.id,
    });
    expect(response.statusCode, response.raw).toBe(200);
    const found = onlyOne(await notificationsOf(t.app, client.accessToken), 'offer-declined');
    expect(found).toMatchObject({ params: { priceCents: 90_000 }, audioId: take.audio.id });
  });
});

describe('an accepted sign-up', () => {
  const decide = (userId: string, path: string) =>
    call<Profile>(t.app, 'POST', `${AUTH}/${path}/${userId}`, { token: admin.accessToken });

  it('welcomes the accepted person once; a rejected one is told by mail only', async () => {
    const accepted = await createAccount(t.app, 'Composer', { status: 'pending' });
    expect((await decide(accepted.id, 'users-access')).statusCode).toBe(200);
    expect((await decide(accepted.id, 'users-access')).statusCode).toBe(409);
    const { accessToken } = await logIn(t.app, accepted.email);
    const [welcome, ...rest] = await notificationsOf(t.app, accessToken);
    expect(rest).toEqual([]);
    expect(welcome).toMatchObject({ kind: 'account-approved', requestId: null, audioId: null });
    expect(await kindsOf(t.app, admin.accessToken)).toEqual([]);
  });

  it('leaves no notification when the decision rolls back', async () => {
    const pending = await createAccount(t.app, 'Client', { status: 'pending' });
    await whileMailFailsAfterWriting(t.app, async () => {
      expect((await decide(pending.id, 'users-access')).statusCode).toBe(500);
    });
    const rows = await t.app.services.notifications.list(pending, { limit: 50, offset: 0 });
    expect(rows).toEqual({ items: [], total: 0 });
  });
});
