import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { loginBodySchema, refreshTokenBodySchema } from './auth';
import {
  catalogueAudioListQuerySchema,
  catalogueAudioUploadQuerySchema,
  createAlbumBodySchema,
} from './catalogue';
import { LIST_DEFAULT_LIMIT, LIST_MAX_LIMIT } from '../constants/limits';
import {
  emailSchema,
  listWindowQuerySchema,
  pageQuerySchema,
  passwordSchema,
  phoneSchema,
  requiredText,
  text,
  websiteSchema,
} from './common';
import { favouritesQuerySchema } from './favorites';
import { audioInfoSchema, audioUploadQuerySchema, submissionListQuerySchema } from './submissions';

const NUL = '\u0000';
const NUL_MESSAGE = 'Remove the NUL character (U+0000) from this text';

/** The messages of a failed parse, by the path of the field they name. */
function messagesOf(schema: z.ZodType, value: unknown): Record<string, string[]> {
  const result = schema.safeParse(value);
  expect(result.success, JSON.stringify(value)).toBe(false);
  const messages: Record<string, string[]> = {};
  for (const issue of result.error?.issues ?? []) {
    const path = issue.path.join('.');
    messages[path] = [...(messages[path] ?? []), issue.message];
  }
  return messages;
}

describe('text a caller sends', () => {
  it.each([
    ['text', text(), 'a', `a${NUL}b`],
    ['requiredText', requiredText(), 'Lena', `Le${NUL}na`],
    ['emailSchema', emailSchema, 'lena@composers.example', `lena${NUL}@composers.example`],
    ['passwordSchema', passwordSchema, 'long enough', `long${NUL}enough`],
    ['phoneSchema', phoneSchema, '+44 20 7946 0000', `+44 20 7946 0000${NUL}`],
    ['websiteSchema', websiteSchema, 'https://agency.example/a', `https://agency.example/a${NUL}`],
  ])('%s takes text and refuses a NUL character, wherever it stands', (_, schema, valid, bad) => {
    expect(schema.safeParse(valid).success).toBe(true);
    expect(messagesOf(schema, bad)['']).toContain(NUL_MESSAGE);
    expect(messagesOf(schema, NUL)['']).toContain(NUL_MESSAGE);
  });

  it('refuses a NUL even where it would be trimmed away or the field may be blank', () => {
    expect(messagesOf(requiredText(), ` Lena${NUL}`)['']).toContain(NUL_MESSAGE);
    expect(messagesOf(pageQuerySchema, { search: NUL }).search).toEqual([NUL_MESSAGE]);
    expect(messagesOf(createAlbumBodySchema, { title: 'A', description: NUL }).description).toEqual(
      [NUL_MESSAGE],
    );
  });

  it.each([
    ['the login', loginBodySchema, { email: 'a@b.example', password: `pass${NUL}` }, 'password'],
    ['a refresh', refreshTokenBodySchema, { refreshToken: `token${NUL}` }, 'refreshToken'],
    ['an upload title', audioUploadQuerySchema, { title: `Take${NUL}` }, 'title'],
    ['a track title', catalogueAudioUploadQuerySchema, { title: `Track${NUL}` }, 'title'],
    ['a catalogue search', catalogueAudioListQuerySchema, { search: `rain${NUL}` }, 'search'],
    ['upload info', audioInfoSchema, { description: `Calm${NUL}` }, 'description'],
  ])('the schema of %s names the field holding a NUL', (_, schema, value, field) => {
    expect(messagesOf(schema, value)).toEqual({ [field]: [NUL_MESSAGE] });
  });
});

describe('a window of a list that answers an array', () => {
  it('is the first LIST_DEFAULT_LIMIT items without parameters', () => {
    expect(listWindowQuerySchema.parse({})).toEqual({ limit: LIST_DEFAULT_LIMIT, offset: 0 });
    expect(listWindowQuerySchema.parse({ limit: '100', offset: '250' })).toEqual({
      limit: LIST_MAX_LIMIT,
      offset: 250,
    });
  });

  it.each([
    ['limit', { limit: '0' }],
    ['limit', { limit: String(LIST_MAX_LIMIT + 1) }],
    ['limit', { limit: 'x' }],
    ['limit', { limit: '2.5' }],
    ['offset', { offset: '-1' }],
    ['offset', { offset: 'x' }],
  ])('refuses a bad %s (%o)', (field, query) => {
    const result = listWindowQuerySchema.safeParse(query);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path[0])).toEqual([field]);
  });

  it('refuses a field it does not know, and peaks other than full', () => {
    expect(listWindowQuerySchema.safeParse({ page: '2' }).success).toBe(false);
    const lists = [submissionListQuerySchema, favouritesQuerySchema];
    for (const schema of lists) {
      expect(schema.parse({ peaks: 'full' }).peaks).toBe('full');
      expect(schema.parse({}).peaks).toBeUndefined();
      expect(schema.safeParse({ peaks: 'none' }).success).toBe(false);
      expect(schema.safeParse({ sort: 'new' }).success).toBe(false);
    }
    expect(submissionListQuerySchema.safeParse({ requestId: 'nope' }).success).toBe(false);
  });
});
