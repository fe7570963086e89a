import { describe, expect, it } from 'vitest';
import { BRIEF_DESCRIPTIVE_FIELDS, briefFieldsOf } from './brief-fields';
import { clientRequestSchema, createRequestBodySchema } from './requests';
import { submissionFieldsSchema, submissionSchema } from './submissions';

describe("the brief's descriptive fields", () => {
  it('are what a submission describes its music with, and part of every request', () => {
    expect(Object.keys(submissionFieldsSchema.shape)).toEqual([
      ...BRIEF_DESCRIPTIVE_FIELDS,
      'budget',
    ]);
    expect(Object.keys(createRequestBodySchema.shape)).toEqual(
      expect.arrayContaining(BRIEF_DESCRIPTIVE_FIELDS),
    );
    expect(Object.keys(clientRequestSchema.shape)).toEqual(
      expect.arrayContaining(BRIEF_DESCRIPTIVE_FIELDS),
    );
    expect(Object.keys(submissionSchema.shape)).toEqual(
      expect.arrayContaining(BRIEF_DESCRIPTIVE_FIELDS),
    );
  });

  it('are made one by one by the maker of their kind, so no two share a value', () => {
    const empty = briefFieldsOf({ words: () => [], range: () => [null, null], text: () => '' });
    expect(empty).toEqual({
      category: [],
      length: [],
      genre: [],
      mood: [],
      keywords: [],
      instrumentation: [],
      tempo: [null, null],
      key: [],
      soundLike: '',
      references: [],
      trailerizationOf: '',
      brief: '',
    });
    expect(empty.genre).not.toBe(empty.mood);
  });
});
