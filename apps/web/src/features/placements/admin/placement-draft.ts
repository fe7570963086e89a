import { createPlacementBodySchema, type CreatePlacementBody } from '@cuebrief/shared';
import type { Resolver } from 'react-hook-form';
import { validateForm } from '../../../lib/form-resolver';

/** The new-placement form as typed: every box is text, the year too. */
export type PlacementDraft = {
  title: string;
  brand: string;
  media: string;
  year: string;
  description: string;
};

export const emptyPlacementDraft = (): PlacementDraft => ({
  title: '',
  brand: '',
  media: '',
  // Most placements are added the year they air.
  year: String(new Date().getFullYear()),
  description: '',
});

/**
 * Checks the form with the shared schema of POST /placement. The year box is text, so it is
 * read as a number first; an empty one is "not given" and so required.
 */
export const placementResolver: Resolver<PlacementDraft, unknown, CreatePlacementBody> = async (
  values,
) =>
  validateForm<typeof createPlacementBodySchema, PlacementDraft>(createPlacementBodySchema, {
    ...values,
    year: values.year.trim() === '' ? undefined : Number(values.year),
  });
