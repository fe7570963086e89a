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
import { call, type ApiResponse } from './api';
import { REQUEST } from './requests';

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

/** The offers on an audio as an admin lists them, newest first: each one's id and state. */
export async function offerStates(
  app: FastifyInstance,
  adminToken: string,
  audioId: string,
): Promise<[string, string][]> {
  const response = await offersOn(app, adminToken, audioId);
  expect(response.statusCode, response.raw).toBe(200);
  return response.body.data.offers.map((offer) => [offer.id, offer.state]);
}

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
