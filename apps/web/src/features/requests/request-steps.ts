import type { CreateRequest } from '@cuebrief/shared';

export type BriefField = keyof CreateRequest;

/**
 * The six steps of the request wizard, in their order (docs/contracts.md#request-wizard), with the
 * fields each asks for. The summary and the detail pages show a brief in the same groups, so a
 * client finds each answer where they gave it.
 */
export const REQUEST_STEPS = [
  { id: 'RequestCategory', fields: ['category', 'length'] },
  { id: 'GenreMoodKeywords', fields: ['genre', 'mood', 'keywords'] },
  { id: 'InstrumentationTempoKey', fields: ['instrumentation', 'tempo', 'key'] },
  { id: 'RequestInfo', fields: ['name', 'duty', 'email', 'phone', 'budget', 'deadline'] },
  {
    id: 'RequestBrief',
    fields: ['title', 'brief', 'soundLike', 'references', 'trailerizationOf'],
  },
  { id: 'RequestSummary', fields: [] },
] as const satisfies readonly { id: string; fields: readonly BriefField[] }[];

export type RequestStep = (typeof REQUEST_STEPS)[number];
export type RequestStepId = RequestStep['id'];

export const SUMMARY_STEP = REQUEST_STEPS.length - 1;

/** The client's contact for a brief: never shown to composers. */
export const CONTACT_FIELDS: readonly BriefField[] = ['name', 'duty', 'email', 'phone'];

/** The step that asks for `field` (the first step when it is not one of the brief's). */
export function stepOfField(field: string): number {
  const step = REQUEST_STEPS.findIndex((candidate) =>
    (candidate.fields as readonly string[]).includes(field),
  );
  return Math.max(step, 0);
}
