import { describe, expect, it } from 'vitest';
import {
  catalogueAudioInfoSchema,
  catalogueAudioListQuerySchema,
  catalogueTrackFiltersSchema,
  catalogueAudioUploadQuerySchema,
  createAlbumBodySchema,
  updateAlbumBodySchema,
} from './catalogue';
import { createPlacementBodySchema, placementListQuerySchema } from './placements';

describe('album bodies', () => {
  it('make a new album a draft unless told otherwise, and trim the title', () => {
    expect(createAlbumBodySchema.parse({ title: ' Tides ' })).toEqual({
      title: 'Tides',
      published: false,
    });
    expect(createAlbumBodySchema.parse({ title: 'T', published: true }).published).toBe(true);
  });

  it('need a title, and a description when changing one', () => {
    expect(createAlbumBodySchema.safeParse({ title: '  ' }).success).toBe(false);
    expect(updateAlbumBodySchema.safeParse({ title: 'T' }).success).toBe(false);
    expect(updateAlbumBodySchema.parse({ title: 'T', description: '' })).toEqual({
      title: 'T',
      description: '',
    });
  });
});

describe('catalogue audio', () => {
  it('needs a music name to upload', () => {
    expect(catalogueAudioUploadQuerySchema.safeParse({}).success).toBe(false);
    expect(catalogueAudioUploadQuerySchema.safeParse({ title: ' ' }).success).toBe(false);
    expect(catalogueAudioUploadQuerySchema.parse({ title: ' Aurora ' }).title).toBe('Aurora');
  });

  it('takes info from the vocabularies only, with empty lists by default', () => {
    expect(catalogueAudioInfoSchema.parse({})).toEqual({ genre: [], mood: [], instruments: [] });
    expect(catalogueAudioInfoSchema.safeParse({ genre: ['Polka'] }).success).toBe(false);
    expect(catalogueAudioInfoSchema.safeParse({ key: 'H minor' }).success).toBe(false);
    expect(catalogueAudioInfoSchema.safeParse({ tempo: 90 }).success).toBe(false);
  });

  it.each([
    ['the filters alone', catalogueTrackFiltersSchema, {}],
    ['the list query', catalogueAudioListQuerySchema, { limit: 50, offset: 0 }],
  ])('filters with numbers from the query, the smaller bound first (%s)', (_, schema, window) => {
    expect(schema.parse({ tempoMin: '80', tempoMax: '120', durationMax: '30' })).toEqual({
      tempoMin: 80,
      tempoMax: 120,
      durationMax: 30,
      ...window,
    });
    expect(schema.safeParse({ tempoMin: '120', tempoMax: '80' }).success).toBe(false);
    expect(schema.safeParse({ durationMin: '30', durationMax: '10' }).success).toBe(false);
  });

  it('lists a window of the tracks; the filters alone take no window', () => {
    expect(
      catalogueAudioListQuerySchema.parse({ limit: '10', offset: '20', peaks: 'full' }),
    ).toEqual({ limit: 10, offset: 20, peaks: 'full' });
    expect(catalogueTrackFiltersSchema.safeParse({ limit: '10' }).success).toBe(false);
    expect(catalogueAudioListQuerySchema.safeParse({ limit: '101' }).success).toBe(false);
  });
});

describe('placements', () => {
  it('take a media from the list and a plausible year', () => {
    const body = { title: 'T', brand: 'B', media: 'TV', year: 2024 };
    expect(createPlacementBodySchema.parse(body)).toEqual(body);
    expect(createPlacementBodySchema.safeParse({ ...body, media: 'radio' }).success).toBe(false);
    expect(createPlacementBodySchema.safeParse({ ...body, year: 1850 }).success).toBe(false);
    expect(placementListQuerySchema.parse({ limit: '3' })).toEqual({ limit: 3 });
    expect(placementListQuerySchema.safeParse({ limit: '0' }).success).toBe(false);
  });
});
