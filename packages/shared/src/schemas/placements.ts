import { z } from 'zod';
import { MESSAGE_MAX_LENGTH, NAME_MAX_LENGTH } from '../constants/limits';
import { PLACEMENT_MEDIA } from '../constants/vocabularies';
import { audioAnalysisSchema } from './analysis';
import { listPeaksField, requiredText } from './common';
import { imageLinkSchema, mediaLinkSchema } from './submissions';

export const PLACEMENT_YEAR_MIN = 1900;
export const PLACEMENT_YEAR_MAX = 2100;

/** POST /placement (admin): where music was used. The image and audio are uploaded after. */
export const createPlacementBodySchema = z.strictObject({
  title: requiredText(NAME_MAX_LENGTH),
  brand: requiredText(NAME_MAX_LENGTH),
  media: z.enum(PLACEMENT_MEDIA, { error: 'Choose from the list' }),
  year: z
    .number({ error: 'Enter a year' })
    .int({ error: 'Enter a year' })
    .min(PLACEMENT_YEAR_MIN)
    .max(PLACEMENT_YEAR_MAX),
  description: requiredText(MESSAGE_MAX_LENGTH).optional(),
});
export type CreatePlacementBody = z.infer<typeof createPlacementBodySchema>;

/**
 * GET /placements?limit=: newest first; without a limit, all of them (an admin's showcase, not
 * a list that grows with an account). `peaks=full` gives their music its peaks.
 */
export const placementListQuerySchema = z.strictObject({
  limit: z.coerce.number().int().min(1).max(100).optional(),
  ...listPeaksField,
});
export type PlacementListQuery = z.infer<typeof placementListQuerySchema>;

/**
 * A placement's music, playable by anyone (guests too): a signed, expiring link for the audio
 * element, and the waveform to draw.
 */
export const placementAudioSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  durationSeconds: z.number(),
  /** The waveform as bytes, base64 (docs/contracts.md#waveforms): every answer carries it. */
  waveform: z.string(),
  /** The same as numbers in 0..1: the list answers it empty unless asked with `peaks=full`. */
  peaks: z.array(z.number()),
  analysis: audioAnalysisSchema,
  play: mediaLinkSchema,
});
export type PlacementAudio = z.infer<typeof placementAudioSchema>;

/**
 * A placement as everyone sees it (GET /placements, GET /placement/{id}): signed, expiring links
 * to its image (at most 1200 px, webp) and thumbnail (400 px square, webp), null until uploaded.
 */
export const placementSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  brand: z.string(),
  media: z.enum(PLACEMENT_MEDIA),
  year: z.number().int(),
  description: z.string().nullable(),
  image: imageLinkSchema.nullable(),
  thumbnail: mediaLinkSchema.nullable(),
  audio: placementAudioSchema.nullable(),
  createdAt: z.string(),
});
export type Placement = z.infer<typeof placementSchema>;
