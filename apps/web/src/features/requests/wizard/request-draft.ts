import type { Profile } from '@cuebrief/shared';
import { z } from 'zod';
import { briefDraftShape, emptyBriefDraft } from '../../../domain/requests/brief-draft';
import { amountOf } from '../../../lib/amount';
import type { BriefFacts } from '../brief-facts';

/**
 * The wizard's form as a person fills it in: lists of chosen words, text as typed (the budget
 * too, so "1,500." survives typing), and a tempo range whose ends may be emptied. It is what
 * is kept on the device between visits, so it is checked again when read back.
 */
export const draftSchema = z.object({
  // Optional, and not in drafts kept before it was asked.
  title: z.string().default(''),
  ...briefDraftShape,
  name: z.string(),
  duty: z.array(z.string()),
  email: z.string(),
  phone: z.string(),
  budget: z.string(),
  deadline: z.string(),
});
export type RequestDraft = z.infer<typeof draftSchema>;

/** A mid range most briefs start from; the whole range would say nothing. */
export const DEFAULT_TEMPO: [number, number] = [80, 140];

/**
 * A new brief: nothing chosen, and the contact prefilled from the profile. The profile's role
 * at the agency is free text; it is taken when it names one of the roles a brief offers.
 */
export function newDraft(profile: Profile, duties: readonly string[]): RequestDraft {
  const duty = duties.find((word) => word.toLowerCase() === profile.duty?.trim().toLowerCase());
  return {
    title: '',
    ...emptyBriefDraft(DEFAULT_TEMPO),
    name: `${profile.firstName} ${profile.lastName}`.trim(),
    duty: duty ? [duty] : [],
    email: profile.email,
    phone: profile.phone ?? '',
    budget: '',
    deadline: '',
  };
}

/**
 * The draft as the API reads it (the create-request payload): the budget a number, the tempo
 * a `[slowest, fastest]` pair, and boxes left empty not sent at all, so the schema says
 * "Required" of a required one and leaves an optional one out.
 */
export function bodyOf(draft: RequestDraft): Record<string, unknown> {
  const { budget, tempo, ...rest } = draft;
  const amount = amountOf(budget);
  const given = Object.entries(rest).filter(([, value]) => value !== '');
  return {
    ...Object.fromEntries(given),
    ...(amount === null ? {} : { budget: amount }),
    ...(tempo[0] === null || tempo[1] === null ? {} : { tempo }),
  };
}

/** The draft as the summary shows it. */
export function factsOf(draft: RequestDraft): BriefFacts {
  const amount = amountOf(draft.budget);
  return {
    ...draft,
    budget: amount === null || Number.isNaN(amount) ? null : amount,
    soundLike: draft.soundLike || null,
    trailerizationOf: draft.trailerizationOf || null,
    phone: draft.phone || null,
  };
}
