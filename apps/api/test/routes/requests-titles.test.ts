import { describe, expect, it } from 'vitest';
import type { ClientRequest, ComposerRequest, Paged } from '@cuebrief/shared';
import { call, expectRefusal } from '../helpers/api';
import { useEveryRole } from '../helpers/every-role';
import { countRows } from '../helpers/row-counts';
import { REQUEST, briefBody, createRequest } from '../helpers/requests';
import { useTestApp } from '../helpers/test-app';

// A brief may have a title of its client's (an optional field beside the specification's
// payload); without one it is named from its category, length and genres.
const t = useTestApp();
const signedIn = useEveryRole(t);

const create = (overrides: Parameters<typeof briefBody>[1]) =>
  createRequest(t.app, signedIn.Client.accessToken, briefBody(t.clock, overrides));
const openSearch = async (search: string) =>
  (
    await call<Paged<ComposerRequest>>(t.app, 'GET', `${REQUEST}/composer/requests`, {
      token: signedIn.Composer.accessToken,
      query: { search },
    })
  ).body.data.data;

describe('POST /client/request with a title', () => {
  it('keeps the title, shows it to the client and composers, and finds the brief by it', async () => {
    const response = await create({ title: '  Velo launch — city at dawn  ' });
    expect(response.statusCode, response.raw).toBe(200);
    const created = response.body.data;
    expect(created.title).toBe('Velo launch — city at dawn');
    const own = await call<ClientRequest>(t.app, 'GET', `${REQUEST}/client/request/${created.id}`, {
      token: signedIn.Client.accessToken,
    });
    expect(own.body.data.title).toBe('Velo launch — city at dawn');
    const found = await openSearch('city at dawn');
    expect(found.map((request) => [request.id, request.title])).toEqual([
      [created.id, 'Velo launch — city at dawn'],
    ]);
  });

  it('names a brief without a title from its category, length and genres', async () => {
    const response = await create({});
    expect(response.body.data.title).toBe('Advertising · 30 seconds · Cinematic, Electronic');
  });

  it.each([
    ['blank', '   '],
    ['too long', 'x'.repeat(101)],
    ['not text', 42],
  ])('refuses a %s title, naming it, storing nothing', async (_, title) => {
    const before = await countRows(t.app);
    expectRefusal(await create({ title }), 400, 'VALIDATION_FAILED', ['title']);
    expect(await countRows(t.app)).toEqual(before);
  });
});
