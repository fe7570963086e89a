import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import {
  API_PREFIX,
  type AudioOffersWithLicences,
  type ClientOffer,
  type Licence,
  type Offer,
  type OfferAnswerResult,
} from '@cuebrief/shared';
import { SANDBOX_CARDS } from '../../src/modules/payments/providers/sandbox-cards';
import {
  buildSessionEvent,
  signPayload,
} from '../../src/modules/payments/providers/sandbox-events';
import { sandboxWebhookSecret } from '../../src/modules/payments/providers/sandbox-provider';
import { call, type ApiResponse } from './api';
import { REQUEST } from './requests';
import type { TestApp } from './test-app';

export const PAYMENT = API_PREFIX.payment;

export const answerOffer = (app: FastifyInstance, token: string | undefined, body: unknown) =>
  call<OfferAnswerResult>(app, 'POST', `${PAYMENT}/admin/send-client-checkout`, { token, body });

export const clientOffers = (app: FastifyInstance, token: string | undefined) =>
  call<ClientOffer[]>(app, 'GET', `${REQUEST}/client/offers`, { token });

export const offersOn = (app: FastifyInstance, token: string | undefined, audioId: string) =>
  call<AudioOffersWithLicences>(app, 'GET', `${REQUEST}/admin/audio-review/${audioId}`, { token });

export const sendDownloadInfo = (
  app: FastifyInstance,
  token: string | undefined,
  licenceId: string,
) =>
  call<Licence>(app, 'POST', `${REQUEST}/admin/send-download-audio-info/${licenceId}`, { token });

/** The licence PDF call: its bytes are not the envelope, so the raw answer comes back. */
export const licencePdf = (
  app: FastifyInstance,
  token: string | undefined,
  audioId: string,
  patientUuid?: string,
) =>
  app.inject({
    method: 'GET',
    url: `${REQUEST}/pdf/${audioId}`,
    query: patientUuid ? { patientUuid } : undefined,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });

/** A client's offer on an audio, in dollars. */
export async function offerOn(
  app: FastifyInstance,
  clientToken: string,
  audio: { id: string; audioType: string },
  price = 2500,
): Promise<Offer> {
  const response = await call<Offer>(app, 'POST', `${REQUEST}/client/audio-review`, {
    token: clientToken,
    body: { audioId: audio.id, audioType: audio.audioType, price },
  });
  expect(response.statusCode, response.raw).toBe(200);
  return response.body.data;
}

/** An admin accepts an offer: the checkout's address. */
export async function acceptOffer(
  app: FastifyInstance,
  adminToken: string,
  audioId: string,
  audioReviewId?: string,
): Promise<string> {
  const response: ApiResponse<OfferAnswerResult> = await answerOffer(app, adminToken, {
    status: 'accepted',
    patientAudioId: audioId,
    ...(audioReviewId ? { audioReviewId } : {}),
  });
  expect(response.statusCode, response.raw).toBe(200);
  const { url } = response.body.data;
  if (!url) throw new Error('an accepted offer without a checkout');
  return url;
}

/** Pays a sandbox checkout as a person would: the pay form with the test card that pays. */
export async function payInSandbox(app: FastifyInstance, checkoutUrl: string): Promise<void> {
  const response = await app.inject({
    method: 'POST',
    url: `${new URL(checkoutUrl).pathname}/pay`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ card: SANDBOX_CARDS.pays }).toString(),
  });
  expect(response.statusCode, response.body).toBe(303);
}

type PaymentLine = {
  id: string;
  client_id: string;
  purpose: 'subscription' | 'licence';
  plan: 'year' | 'month' | null;
  amount_cents: number;
  currency: string;
  description: string;
  provider_session_id: string;
  state: string;
  created_at: string | Date;
};

/**
 * The signed `checkout.session.completed` event of a sandbox checkout, as the provider would
 * send it, to deliver to the webhook as often as a test likes.
 */
export async function paidEventOf(
  t: TestApp,
  checkoutUrl: string,
): Promise<{ payload: string; signature: string }> {
  const sessionId = new URL(checkoutUrl).pathname.split('/').pop() ?? '';
  const result = await t.app.database.db.execute(
    sql`select * from payments where provider_session_id = ${sessionId}`,
  );
  const [row] = (result as unknown as { rows: PaymentLine[] }).rows;
  if (!row) throw new Error(`no payment for ${sessionId}`);
  const event = buildSessionEvent(
    {
      sessionId,
      paymentId: row.id,
      clientId: row.client_id,
      mode: row.purpose === 'subscription' ? 'subscription' : 'payment',
      plan: row.plan,
      amountCents: row.amount_cents,
      currency: row.currency,
      description: row.description,
      state: 'pending',
      createdAt: new Date(row.created_at),
    },
    'paid',
    t.clock.now(),
  );
  const secret = sandboxWebhookSecret(t.config.stripe.webhookSecret, t.config.jwtSecret ?? '');
  return { payload: event.payload, signature: signPayload(event.payload, secret) };
}

/** Delivers a signed provider event to the webhook. */
export const deliverEvent = (app: FastifyInstance, event: { payload: string; signature: string }) =>
  call<{ received: true }>(app, 'POST', `${PAYMENT}/webhook`, {
    payload: event.payload,
    headers: { 'content-type': 'application/json', 'stripe-signature': event.signature },
  });

/** Counts of the rows licensing writes. */
export async function licensingCounts(app: FastifyInstance) {
  const count = async (table: string) => {
    const result = await app.database.db.execute(
      sql.raw(`select count(*)::int as n from ${table}`),
    );
    return Number((result as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0);
  };
  return {
    licences: await count('licences'),
    payments: await count('payments'),
    outbox: await count('outbox'),
  };
}
