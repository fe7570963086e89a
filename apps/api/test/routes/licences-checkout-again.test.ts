import { describe, expect, it } from 'vitest';
import type { ComposerAudio, Offer } from '@cuebrief/shared';
import { useEveryRole } from '../helpers/every-role';
import {
  acceptOffer,
  answerOffer,
  clientOffers,
  licensingCounts,
  offerOn,
  offerStates,
  offersOn,
} from '../helpers/licences';
import { mailTo } from '../helpers/mail';
import {
  deliver,
  pathOf,
  payInSandbox,
  paymentOfCheckout,
  postForm,
  sandboxConfig,
  sessionObject,
  stripeEvent,
} from '../helpers/payments';
import { countRows } from '../helpers/row-counts';
import { submittedAudio } from '../helpers/submissions';
import { expectRefusedChangingNothing } from '../helpers/refusals';
import { useTestApp } from '../helpers/test-app';
import { expectAnswerFor, whoMay } from '../helpers/who-may';

// The sandbox with the tests' webhook secret, so a checkout can be expired by the provider's event.
const t = useTestApp({ config: sandboxConfig });
const signedIn = useEveryRole(t);
const admin = () => signedIn.Admin.accessToken;

/** A new take of the every-role composer with the every-role client's offer on it, accepted. */
async function acceptedOffer(
  price = 400,
): Promise<{ audio: ComposerAudio; offer: Offer; url: string }> {
  const { audio } = await submittedAudio(t, {
    client: signedIn.Client.accessToken,
    composer: signedIn.Composer.accessToken,
  });
  const offer = await offerOn(t.app, signedIn.Client.accessToken, audio, price);
  const url = await acceptOffer(t.app, admin(), audio.id, offer.id);
  return { audio, offer, url };
}

/**
 * A checkout closes some time after it opened: the test clock moves on, so the fresh checkout
 * is the offer's latest payment by time, as it always is outside tests.
 */
const later = () => t.clock.advance(1000);

/** The client leaves the sandbox page with Cancel: the payment is cancelled. */
async function cancelCheckout(url: string): Promise<void> {
  later();
  expect((await postForm(t.app, `${pathOf(url)}/cancel`)).statusCode).toBe(303);
  expect((await paymentOfCheckout(t.app, url)).state).toBe('cancelled');
}

/** The provider's event of `type` about the checkout at `url` at `at`, delivered and taken. */
async function providerSays(url: string, type: string, at: Date, expiresAt?: Date) {
  const payment = await paymentOfCheckout(t.app, url);
  const event = stripeEvent(type, sessionObject(payment, { mode: 'payment', expiresAt }), at);
  expect((await deliver(t.app, event)).statusCode).toBe(200);
}

/** The provider says the checkout's time ran out: the payment is expired. */
async function expireCheckout(url: string): Promise<void> {
  later();
  const { createdAt } = await paymentOfCheckout(t.app, url);
  const expiresAt = new Date(createdAt.getTime() + 24 * 3600 * 1000);
  await providerSays(url, 'checkout.session.expired', expiresAt, expiresAt);
  expect((await paymentOfCheckout(t.app, url)).state).toBe('expired');
}

/**
 * The provider says the payment failed after the session completed (a delayed method such as a
 * bank debit): the payment failed. A declined card is not that: the checkout stays open.
 */
async function failCheckout(url: string): Promise<void> {
  later();
  await providerSays(url, 'checkout.session.async_payment_failed', t.clock.now());
  expect((await paymentOfCheckout(t.app, url)).state).toBe('failed');
}

const checkoutMails = async (audioTitle: string) =>
  (await mailTo(t.app, signedIn.Client.user.email)).filter(
    (m) => m.subject.includes(audioTitle) && m.subject.includes('was accepted'),
  );

describe('an accepted offer whose checkout is still open', () => {
  it('stays payable after a declined card: the client tries another card and is licensed', async () => {
    const { audio, url } = await acceptedOffer();
    const declined = await postForm(t.app, `${pathOf(url)}/pay`, { card: '4000000000000002' });
    expect(declined.statusCode).toBe(402);
    expect((await paymentOfCheckout(t.app, url)).state).toBe('pending');
    const offer = (await clientOffers(t.app, signedIn.Client.accessToken)).body.data.find(
      (each) => each.audio.id === audio.id,
    );
    expect(offer).toMatchObject({ state: 'accepted', checkoutUrl: url });
    await payInSandbox(t.app, url);
    expect((await offerStates(t.app, admin(), audio.id))[0]?.[1]).toBe('paid');
  });

  it('refuses a second accept and a decline with 409, opening no checkout and mailing nobody', async () => {
    const { audio, offer } = await acceptedOffer();
    for (const status of ['accepted', 'declined']) {
      for (const body of [
        { status, patientAudioId: audio.id, audioReviewId: offer.id },
        { status, patientAudioId: audio.id },
      ]) {
        await expectRefusedChangingNothing(
          t,
          () => answerOffer(t.app, admin(), body),
          409,
          'INVALID_STATE',
        );
      }
    }
    const refused = await answerOffer(t.app, admin(), {
      status: 'accepted',
      patientAudioId: audio.id,
    });
    expect(refused.body.status.message).toContain('checkout is still open');
  });
});

describe('an accepted offer whose checkout closed unpaid', () => {
  it.each(whoMay('Admin'))(
    'sends a fresh checkout to %s; a refusal changes nothing',
    async (_, caller) => {
      const { audio, offer, url } = await acceptedOffer();
      await cancelCheckout(url);
      const before = await countRows(t.app);
      const response = await answerOffer(t.app, signedIn.tokenOf(caller.role), {
        status: 'accepted',
        patientAudioId: audio.id,
        audioReviewId: offer.id,
      });
      if (!expectAnswerFor(caller, response)) {
        expect(await countRows(t.app)).toEqual(before);
      }
    },
  );

  it.each([
    ['was cancelled', cancelCheckout],
    ['expired', expireCheckout],
    ['failed', failCheckout],
  ])(
    'after the checkout %s, accept opens a new one at the offered price and mails it',
    async (_, close) => {
      const { audio, offer, url } = await acceptedOffer(650);
      await close(url);
      const mailsBefore = (await checkoutMails(audio.title)).length;
      const before = await licensingCounts(t.app);

      const fresh = await acceptOffer(t.app, admin(), audio.id, offer.id);
      expect(fresh).not.toBe(url);
      expect(await licensingCounts(t.app)).toMatchObject({
        payments: before.payments + 1,
        licences: before.licences,
      });
      const payment = await paymentOfCheckout(t.app, fresh);
      expect(payment).toMatchObject({
        state: 'pending',
        purpose: 'licence',
        audioReviewId: offer.id,
        amountCents: 65_000,
        clientId: signedIn.Client.user.id,
      });
      // The closed checkout stays on the books as it ended.
      expect((await paymentOfCheckout(t.app, url)).state).not.toBe('pending');
      const mails = await checkoutMails(audio.title);
      expect(mails).toHaveLength(mailsBefore + 1);
      expect(mails.some((m) => m.text.includes(fresh))).toBe(true);

      const mine = (await clientOffers(t.app, signedIn.Client.accessToken)).body.data;
      expect(mine.find((o) => o.id === offer.id)).toMatchObject({
        state: 'accepted',
        checkoutUrl: fresh,
      });
      const admins = (await offersOn(t.app, admin(), audio.id)).body.data.offers;
      expect(admins.find((o) => o.id === offer.id)).toMatchObject({ checkoutUrl: fresh });

      // The fresh checkout is open again: a third accept waits for it.
      await expectRefusedChangingNothing(
        t,
        () => answerOffer(t.app, admin(), { status: 'accepted', patientAudioId: audio.id }),
        409,
        'INVALID_STATE',
      );
    },
  );

  it('finds the accepted offer when none is named, and the fresh checkout pays for the licence', async () => {
    const { audio, offer, url } = await acceptedOffer();
    await expireCheckout(url);
    const fresh = await acceptOffer(t.app, admin(), audio.id);
    await payInSandbox(t.app, fresh);
    const mine = (await clientOffers(t.app, signedIn.Client.accessToken)).body.data;
    const paid = mine.find((o) => o.id === offer.id);
    expect(paid).toMatchObject({ state: 'paid', checkoutUrl: null });
    expect(paid?.licence?.number).toMatch(/^CB-\d{4}-\d{6}$/);
    // Paid: nothing more to answer.
    await expectRefusedChangingNothing(
      t,
      () => answerOffer(t.app, admin(), { status: 'declined', patientAudioId: audio.id }),
      409,
      'INVALID_STATE',
    );
  });

  it('answers an open offer before an accepted one when none is named', async () => {
    const { audio, offer: accepted, url } = await acceptedOffer();
    await cancelCheckout(url);
    t.clock.advance(1000);
    const open = await offerOn(t.app, signedIn.Client.accessToken, audio, 900);
    const response = await answerOffer(t.app, admin(), {
      status: 'declined',
      patientAudioId: audio.id,
    });
    expect(response.statusCode, response.raw).toBe(200);
    expect(await offerStates(t.app, admin(), audio.id)).toEqual([
      [open.id, 'declined'],
      [accepted.id, 'accepted'],
    ]);
  });

  it('declines it: the client is told, nothing is charged, and it cannot be answered again', async () => {
    const { audio, offer, url } = await acceptedOffer(320);
    await failCheckout(url);
    const before = await licensingCounts(t.app);
    const response = await answerOffer(t.app, admin(), {
      status: 'declined',
      patientAudioId: audio.id,
      audioReviewId: offer.id,
    });
    expect(response.statusCode, response.raw).toBe(200);
    expect(response.body.data).toEqual({ url: null });
    expect(await licensingCounts(t.app)).toMatchObject({
      payments: before.payments,
      licences: before.licences,
      outbox: before.outbox + 1,
    });
    const declinedMail = (await mailTo(t.app, signedIn.Client.user.email)).find(
      (m) => m.subject.includes('was declined') && m.text.includes('$320.00'),
    );
    expect(declinedMail).toBeDefined();
    const mine = (await clientOffers(t.app, signedIn.Client.accessToken)).body.data;
    expect(mine.find((o) => o.id === offer.id)).toMatchObject({
      state: 'declined',
      checkoutUrl: null,
    });
    await expectRefusedChangingNothing(
      t,
      () =>
        answerOffer(t.app, admin(), {
          status: 'accepted',
          patientAudioId: audio.id,
          audioReviewId: offer.id,
        }),
      409,
      'INVALID_STATE',
    );
  });

  it('issues no licence for a declined offer when its closed checkout completes late', async () => {
    const { audio, offer, url } = await acceptedOffer(330);
    await failCheckout(url);
    const declined = await answerOffer(t.app, admin(), {
      status: 'declined',
      patientAudioId: audio.id,
      audioReviewId: offer.id,
    });
    expect(declined.statusCode, declined.raw).toBe(200);
    const before = await licensingCounts(t.app);
    await providerSays(url, 'checkout.session.completed', t.clock.now());
    expect((await paymentOfCheckout(t.app, url)).state).toBe('failed');
    expect(await licensingCounts(t.app)).toMatchObject({
      licences: before.licences,
      outbox: before.outbox,
    });
    const mine = (await clientOffers(t.app, signedIn.Client.accessToken)).body.data;
    expect(mine.find((o) => o.id === offer.id)).toMatchObject({ state: 'declined', licence: null });
  });
});
