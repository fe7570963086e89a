import { describe, expect, it } from 'vitest';
import { VOCABULARIES } from '../constants/vocabularies';
import { composerRequestListQuerySchema, createRequestBodySchema, deadlineEnd } from './requests';

const brief = {
  name: 'Ava Hart',
  duty: ['Music supervisor'],
  email: 'ava@northlight.example',
  phone: '+44 20 7946 0000',
  budget: 4500.5,
  deadline: '2027-01-15',
  category: ['Advertising'],
  length: ['30 seconds', '60 seconds'],
  genre: ['Cinematic', 'Electronic'],
  mood: ['Uplifting'],
  keywords: ['bikes', 'city at dawn'],
  instrumentation: ['Piano', 'Strings'],
  tempo: [96, 120],
  key: ['D major'],
  soundLike: 'Jon Hopkins – Emerald Rush',
  references: ['https://example.com/reference'],
  trailerizationOf: 'Here Comes the Sun',
  brief: 'A bright, building track for a city-bike launch film.',
};

const failingFields = (body: unknown) =>
  createRequestBodySchema.safeParse(body).error?.issues.map((issue) => issue.path[0]) ?? [];

describe('the create-request payload', () => {
  it('takes the spec payload, and fills the optional lists when left out', () => {
    expect(createRequestBodySchema.parse(brief)).toEqual(brief);
    const minimal = createRequestBodySchema.parse({
      ...brief,
      keywords: undefined,
      instrumentation: undefined,
      key: undefined,
      references: undefined,
    });
    expect(minimal).toMatchObject({ keywords: [], instrumentation: [], key: [], references: [] });
  });

  it.each([
    ['name', ''],
    ['duty', []],
    ['duty', ['Astronaut']],
    ['email', 'ava'],
    ['phone', 'call me'],
    ['budget', 0],
    ['budget', -5],
    ['budget', 10.005],
    ['budget', '4500'],
    ['deadline', '15/01/2027'],
    ['category', ['Advertising', 'Advertising']],
    ['length', []],
    ['genre', ['Polka']],
    ['genre', ['Pop', 'Rock', 'Jazz', 'Folk', 'Soul', 'Funk']],
    ['mood', []],
    ['keywords', ['']],
    ['instrumentation', ['Theremin']],
    ['tempo', [120, 96]],
    ['tempo', [10, 96]],
    ['tempo', [96]],
    ['key', ['H major']],
    ['references', ['not a link']],
    ['soundLike', ' '],
    ['trailerizationOf', ''],
    ['brief', ' '],
  ])('refuses %s = %j, naming it', (field, value) => {
    expect(failingFields({ ...brief, [field]: value })).toEqual([field]);
  });

  it('refuses a field the spec does not have', () => {
    expect(createRequestBodySchema.safeParse({ ...brief, state: 'open' }).success).toBe(false);
  });

  it("takes the client's own title beside the spec payload, trimmed, and refuses a blank one", () => {
    expect(createRequestBodySchema.parse({ ...brief, title: '  Velo launch ' }).title).toBe(
      'Velo launch',
    );
    expect(failingFields({ ...brief, title: '  ' })).toEqual(['title']);
  });

  it('offers every vocabulary the payload checks against', () => {
    expect(Object.keys(VOCABULARIES).sort()).toEqual(
      ['category', 'duty', 'genre', 'instrumentation', 'key', 'length', 'mood'].sort(),
    );
    expect(VOCABULARIES.key).toHaveLength(25);
  });
});

describe('deadlines and filters', () => {
  it('closes a request at the end of its deadline day, UTC', () => {
    expect(deadlineEnd('2027-01-15').toISOString()).toBe('2027-01-15T23:59:59.999Z');
  });

  it('reads composer filters from a query string', () => {
    expect(
      composerRequestListQuerySchema.parse({ genre: 'Cinematic', tempoMin: '90', page: '2' }),
    ).toMatchObject({ genre: 'Cinematic', tempoMin: 90, page: 2, pageSize: 20 });
    expect(composerRequestListQuerySchema.safeParse({ genre: 'Polka' }).success).toBe(false);
    expect(composerRequestListQuerySchema.safeParse({ composer: 'x' }).success).toBe(false);
  });

  it('reads a tempo range only with the slower tempo first', () => {
    expect(composerRequestListQuerySchema.parse({ tempoMin: '90', tempoMax: '90' })).toMatchObject({
      tempoMin: 90,
      tempoMax: 90,
    });
    const reversed = composerRequestListQuerySchema.safeParse({ tempoMin: '120', tempoMax: '90' });
    expect(reversed.error?.issues.map((issue) => issue.path)).toEqual([['tempoMax']]);
  });
});
