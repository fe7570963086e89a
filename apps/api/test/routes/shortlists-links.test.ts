import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  SHARE_LINK_MAX_DAYS,
  SHARE_TOKEN_PATTERN,
  SHORTLIST_MAX_LINKS,
  createdShareLinkSchema,
  shareLinkSchema,
} from '@cuebrief/shared';
import { shareLinks } from '../../src/db/schema';
import { verifyPassword } from '../../src/modules/users/users.service';
import { useEveryRole } from '../helpers/every-role';
import { expectRefusedChangingNothing } from '../helpers/refusals';
import { DAY_MS } from '../helpers/requests';
import {
  linkBody,
  shareLinkOf,
  sharedShortlistOf,
  shortlistCalls as calls,
  shortlistOf,
} from '../helpers/shortlists';
import { useTestApp } from '../helpers/test-app';

const t = useTestApp();
const signedIn = useEveryRole(t);
const client = () => signedIn.Client.accessToken;

let shared: Awaited<ReturnType<typeof sharedShortlistOf>>;

const rowOf = async (linkId: string) => {
  const [row] = await t.app.database.db.select().from(shareLinks).where(eq(shareLinks.id, linkId));
  if (!row) throw new Error('no such link row');
  return row;
};
const inDays = (days: number) => new Date(t.clock.now().getTime() + days * DAY_MS);
const linkOfShortlist = async (id: string, linkId: string) =>
  (await calls.get(t.app, client(), id)).body.data.links.find((link) => link.id === linkId);

beforeAll(async () => {
  shared = await sharedShortlistOf(t, signedIn.Client, {
    composer: signedIn.Composer,
    admin: signedIn.Admin,
  });
});

describe('POST /shortlists/{id}/links', () => {
  it('answers the link and its address once: a 43-character token, stored only as its hash', async () => {
    t.clock.advance(60_000);
    const password = 'brand team only';
    const response = await calls.createLink(
      t.app,
      client(),
      shared.shortlist.id,
      linkBody(t, { label: '  Nike brand team  ', email: 'brand@nike.example', password }),
    );
    expect(response.statusCode, response.raw).toBe(200);
    expect(response.body.status.message).toBe('Link created');
    const { link, url } = createdShareLinkSchema.parse(response.body.data);
    const token = url.slice(`${t.config.publicUrl}/listen/`.length);
    expect(url).toBe(`${t.config.publicUrl}/listen/${token}`);
    expect(token).toMatch(SHARE_TOKEN_PATTERN);
    expect(token).toHaveLength(43);
    expect(link).toEqual({
      id: link.id,
      label: 'Nike brand team',
      email: 'brand@nike.example',
      state: 'active',
      expiresAt: inDays(14).toISOString(),
      revokedAt: null,
      hasPassword: true,
      allowDownloads: false,
      createdAt: t.clock.now().toISOString(),
      opens: 0,
      firstOpenedAt: null,
      lastOpenedAt: null,
      plays: 0,
      secondsListened: 0,
      downloads: 0,
      items: [shared.takeItemId, shared.trackItemId].map((itemId) => ({
        itemId,
        plays: 0,
        secondsListened: 0,
        downloads: 0,
        reaction: null,
      })),
    });
    // Neither the password nor its hash leaves the server.
    expect(response.raw).not.toContain(password);
    expect(response.raw).not.toContain('argon2');

    const row = await rowOf(link.id);
    expect(row.tokenHash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(JSON.stringify(row)).not.toContain(token);
    expect(row.passwordHash).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(row.passwordHash, password)).toBe(true);
    expect(await verifyPassword(row.passwordHash, 'another password')).toBe(false);

    const read = (await calls.get(t.app, client(), shared.shortlist.id)).body.data;
    expect(read.links.find((one) => one.id === link.id)).toEqual(link);
    expect(read.updatedAt).toBe(t.clock.now().toISOString());
    const again = await calls.get(t.app, client(), shared.shortlist.id);
    expect(again.raw).not.toContain(token);
  });

  it('gives each link a token of its own; without a password or downloads by default', async () => {
    const first = await shareLinkOf(t, client(), shared.shortlist.id);
    const second = await shareLinkOf(t, client(), shared.shortlist.id, { allowDownloads: true });
    expect(first.token).not.toBe(second.token);
    expect(first.link).toMatchObject({ hasPassword: false, allowDownloads: false, email: null });
    expect(second.link.allowDownloads).toBe(true);
    expect((await rowOf(first.link.id)).passwordHash).toBeNull();
  });

  it(`takes an end up to ${SHARE_LINK_MAX_DAYS} days ahead, in any offset`, async () => {
    const latest = await shareLinkOf(t, client(), shared.shortlist.id, {
      expiresAt: inDays(SHARE_LINK_MAX_DAYS).toISOString(),
    });
    expect(latest.link.expiresAt).toBe(inDays(SHARE_LINK_MAX_DAYS).toISOString());
    // 12:00 in Paris in winter is 11:00 UTC.
    const day = inDays(3).toISOString().slice(0, 10);
    const paris = await shareLinkOf(t, client(), shared.shortlist.id, {
      expiresAt: `${day}T12:00:00+01:00`,
    });
    expect(paris.link.expiresAt).toBe(`${day}T11:00:00.000Z`);
  });

  it.each([
    ['in the past', () => inDays(-1)],
    ['now', () => inDays(0)],
    [
      `over ${SHARE_LINK_MAX_DAYS} days ahead`,
      () => new Date(inDays(SHARE_LINK_MAX_DAYS).getTime() + 1000),
    ],
  ])('answers 400 naming expiresAt for an end %s, and changes nothing', async (_, end) => {
    await expectRefusedChangingNothing(
      t,
      () =>
        calls.createLink(
          t.app,
          client(),
          shared.shortlist.id,
          linkBody(t, { expiresAt: end().toISOString() }),
        ),
      400,
      'VALIDATION_FAILED',
      ['expiresAt'],
    );
  });

  it.each([
    ['a password under 4 characters', { password: 'abc' }, 'password'],
    ['an email that is not one', { email: 'not an email' }, 'email'],
    ['an empty label', { label: '   ' }, 'label'],
    ['an end without its offset', { expiresAt: '2026-12-01T10:00:00' }, 'expiresAt'],
  ])('answers 400 for %s, naming it, and changes nothing', async (_, overrides, field) => {
    await expectRefusedChangingNothing(
      t,
      () => calls.createLink(t.app, client(), shared.shortlist.id, linkBody(t, overrides)),
      400,
      'VALIDATION_FAILED',
      [field],
    );
  });

  it(`makes at most ${SHORTLIST_MAX_LINKS} links a shortlist, revoked ones counted (409)`, async () => {
    const { id } = await shortlistOf(t, client());
    // The first links are written straight to the database: making fifty through the route
    // would only slow the test; the last one comes through it, and one is revoked.
    await t.app.database.db.insert(shareLinks).values(
      Array.from({ length: SHORTLIST_MAX_LINKS - 1 }, (_, index) => ({
        shortlistId: id,
        tokenHash: createHash('sha256').update(`filler ${index}`).digest('hex'),
        label: `Recipient ${index}`,
        allowDownloads: false,
        expiresAt: inDays(14),
        createdAt: t.clock.now(),
      })),
    );
    const last = await shareLinkOf(t, client(), id);
    expect((await calls.revokeLink(t.app, client(), id, last.link.id)).statusCode).toBe(200);
    const response = await expectRefusedChangingNothing(
      t,
      () => calls.createLink(t.app, client(), id, linkBody(t)),
      409,
      'INVALID_STATE',
    );
    expect(response.body.status.message).toContain(`at most ${SHORTLIST_MAX_LINKS} links`);
  });
});

describe('DELETE /shortlists/{id}/links/{linkId} and link states', () => {
  it('revokes a link once: revoking again changes nothing, and the link stays listed', async () => {
    const { link } = await shareLinkOf(t, client(), shared.shortlist.id);
    t.clock.advance(60_000);
    const revokedAt = t.clock.now().toISOString();
    const response = await calls.revokeLink(t.app, client(), shared.shortlist.id, link.id);
    expect(response.statusCode, response.raw).toBe(200);
    expect(response.body.status.message).toBe('Link revoked');
    expect(shareLinkSchema.parse(response.body.data)).toEqual({
      ...link,
      state: 'revoked',
      revokedAt,
    });
    expect((await calls.get(t.app, client(), shared.shortlist.id)).body.data.updatedAt).toBe(
      revokedAt,
    );

    t.clock.advance(60_000);
    const again = await calls.revokeLink(t.app, client(), shared.shortlist.id, link.id);
    expect(again.statusCode, again.raw).toBe(200);
    expect(again.body.data).toMatchObject({ state: 'revoked', revokedAt });
    const read = (await calls.get(t.app, client(), shared.shortlist.id)).body.data;
    expect(read.updatedAt).toBe(revokedAt);
    expect(read.links.find((one) => one.id === link.id)).toMatchObject({ revokedAt });
  });

  it('is active until its end, then expired; revoked stays revoked past its end', async () => {
    const { id } = await shortlistOf(t, client());
    const soonEnd = inDays(1);
    const laterEnd = inDays(2);
    /** A link ending at `end`, made a second after the one before, so they list in that order. */
    const linkEnding = async (end: Date) => {
      t.clock.advance(1000);
      return shareLinkOf(t, client(), id, { expiresAt: end.toISOString() });
    };
    const soon = await linkEnding(soonEnd);
    await linkEnding(laterEnd);
    const revoked = await linkEnding(soonEnd);
    await calls.revokeLink(t.app, client(), id, revoked.link.id);
    const states = async () => {
      // Tokens last 15 minutes, and the clock moves by days here.
      await signedIn.signInAgain();
      const shortlist = (await calls.get(t.app, client(), id)).body.data;
      const summary = (await calls.list(t.app, client())).body.data.find((one) => one.id === id);
      expect(summary?.activeLinkCount).toBe(shortlist.activeLinkCount);
      return {
        active: shortlist.activeLinkCount,
        states: shortlist.links.map((link) => link.state),
      };
    };
    expect(await states()).toEqual({ active: 2, states: ['active', 'active', 'revoked'] });
    t.clock.set(new Date(soonEnd.getTime() - 1));
    expect(await states()).toEqual({ active: 2, states: ['active', 'active', 'revoked'] });
    t.clock.advance(1);
    expect(await states()).toEqual({ active: 1, states: ['expired', 'active', 'revoked'] });
    t.clock.set(laterEnd);
    expect(await states()).toEqual({ active: 0, states: ['expired', 'expired', 'revoked'] });
    expect(await linkOfShortlist(id, soon.link.id)).toMatchObject({ revokedAt: null });
  });
});
