import type { BriefDescriptiveField, ClientRequest } from '@cuebrief/shared';

/**
 * A brief as the summary and the detail pages show it: a request from the server, or the
 * wizard's draft on its way there (a tempo or budget may still be missing). The contact is
 * left out of what composers read.
 */
export type BriefFacts = Pick<
  ClientRequest,
  Exclude<BriefDescriptiveField, 'tempo'> | 'deadline'
> & {
  tempo: readonly [number | null, number | null];
  budget: number | null;
} & Partial<Pick<ClientRequest, 'title' | 'name' | 'duty' | 'email' | 'phone'>>;
