import { z } from 'zod';
import {
  AUDIO_REVIEW_STATES,
  AUDIO_TYPES,
  adminOfferSchema,
  audioOffersSchema,
} from './submissions';

/** Decision 013: signed links to a licensed audio's files, present once the admin sent them. */
export const licenceDownloadsSchema = z.object({
  mp3Url: z.string().nullable(),
  wavUrl: z.string().nullable(),
  stemsUrl: z.string().nullable(),
});
export type LicenceDownloads = z.infer<typeof licenceDownloadsSchema>;

/** A licence as its client sees it. */
export const clientLicenceSchema = z.object({
  id: z.uuid(),
  number: z.string(),
  issuedAt: z.string(),
  downloads: licenceDownloadsSchema.nullable(),
});
export type ClientLicence = z.infer<typeof clientLicenceSchema>;

/** A licence as admins see it beside an offer: when the download links were mailed. */
export const adminLicenceSchema = z.object({
  id: z.uuid(),
  number: z.string(),
  issuedAt: z.string(),
  downloadInfoSentAt: z.string().nullable(),
});
export type AdminLicence = z.infer<typeof adminLicenceSchema>;

/** GET /users/v1/request/client/offers: a client's offers, their checkouts and licences. */
export const clientOfferSchema = z.object({
  id: z.uuid(),
  audio: z.object({
    id: z.uuid(),
    title: z.string(),
    audioType: z.enum(AUDIO_TYPES),
    durationSeconds: z.number(),
  }),
  request: z.object({ id: z.uuid(), title: z.string() }).nullable(),
  priceCents: z.number().int(),
  state: z.enum(AUDIO_REVIEW_STATES),
  createdAt: z.string(),
  checkoutUrl: z.string().nullable(),
  licence: clientLicenceSchema.nullable(),
});
export type ClientOffer = z.infer<typeof clientOfferSchema>;

/**
 * GET /users/v1/request/admin/audio-review/{audioId}: each offer with its pending checkout's
 * address (null unless one is open) and its licence once paid.
 */
export const adminOfferWithLicenceSchema = adminOfferSchema.extend({
  checkoutUrl: z.string().nullable(),
  licence: adminLicenceSchema.nullable(),
});
export type AdminOfferWithLicence = z.infer<typeof adminOfferWithLicenceSchema>;
export const audioOffersWithLicencesSchema = audioOffersSchema.extend({
  offers: z.array(adminOfferWithLicenceSchema),
});
export type AudioOffersWithLicences = z.infer<typeof audioOffersWithLicencesSchema>;

/** POST /users/v1/payment/admin/send-client-checkout: the checkout's address; null when declined. */
export const offerAnswerSchema = z.object({ url: z.string().nullable() });
export type OfferAnswerResult = z.infer<typeof offerAnswerSchema>;

/** POST /users/v1/request/admin/send-download-audio-info/{licenceId} answers the licence. */
export const licenceSchema = z.object({
  id: z.uuid(),
  number: z.string(),
  audioId: z.uuid().nullable(),
  audioTitle: z.string(),
  clientId: z.uuid(),
  priceCents: z.number().int(),
  issuedAt: z.string(),
  downloadInfoSentAt: z.string().nullable(),
});
export type Licence = z.infer<typeof licenceSchema>;

/** GET /users/v1/request/pdf/{audioId}?patientUuid=: whose licence, for composers and admins. */
export const licencePdfQuerySchema = z.strictObject({
  patientUuid: z.uuid({ error: 'Not a valid id' }).optional(),
});
