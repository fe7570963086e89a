import { z } from 'zod';
import { AUDIO_REVIEW_STATES, AUDIO_TYPES } from './submissions';

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
