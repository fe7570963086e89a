import { briefFieldsOf } from '@cuebrief/shared';
import { z } from 'zod';

/**
 * A brief's descriptive fields as a form holds them while a person types (the request wizard,
 * the submission form): lists of chosen words, text as typed, and a tempo range whose ends may
 * be emptied. Made from the shared list of the brief's fields, so both forms follow it.
 */
export const briefDraftShape = briefFieldsOf({
  words: () => z.array(z.string()),
  range: () => z.tuple([z.number().nullable(), z.number().nullable()]),
  text: () => z.string(),
});
export type BriefDraft = {
  [F in keyof typeof briefDraftShape]: z.infer<(typeof briefDraftShape)[F]>;
};

/** A form with nothing chosen or typed yet, its tempo range set to `tempo`. */
export const emptyBriefDraft = (tempo: readonly [number, number]): BriefDraft =>
  briefFieldsOf({
    words: (): string[] => [],
    range: (): [number, number] => [tempo[0], tempo[1]],
    text: () => '',
  });
