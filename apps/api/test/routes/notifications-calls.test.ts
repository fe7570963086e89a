import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { NOTIFICATION_UNREAD_CAP, type Role } from '@cuebrief/shared';
import type { UserRow } from '../../src/db/schema';
import { expectRefusal } from '../helpers/api';
import { useEveryRole } from '../helpers/every-role';
import {
  listNotifications,
  markAllRead,
  markRead,
  notificationsOf,
  unreadCount,
} from '../helpers/notifications';
import { useTestApp } from '../helpers/test-app';
import { expectAnswerFor, whoMay } from '../helpers/who-may';

const t = useTestApp();
const signedIn = useEveryRole(t);
const ROLES: Role[] = ['Client', 'Composer', 'Admin'];

/** `count` notifications for `user`, a second apart, the last one newest. */
async function notify(user: UserRow, count: number, subject = 'Glasswing') {
  for (let index = 0; index < count; index += 1) {
    t.clock.advance(1000);
    await t.app.services.notifications.record(t.app.database.db, [
      { recipientId: user.id, kind: 'offer-declined', subject: `${subject} ${index + 1}` },
    ]);
  }
}

beforeAll(async () => {
  for (const role of ROLES) await notify(signedIn[role].user, 3, role);
  // Tokens last 15 minutes; the clock moved only seconds, so they hold.
});

describe('who may call', () => {
  it.each(whoMay(...ROLES))('the list answers %s', async (_, caller) => {
    const response = await listNotifications(t.app, signedIn.tokenOf(caller.role));
    if (expectAnswerFor(caller, response)) {
      expect(response.body.data.map((n) => n.subject)).toEqual([
        `${caller.role} 3`,
        `${caller.role} 2`,
        `${caller.role} 1`,
      ]);
      expect(response.headers['x-total-count']).toBe('3');
    }
  });

  it.each(whoMay(...ROLES))('the unread count answers %s', async (_, caller) => {
    const response = await unreadCount(t.app, signedIn.tokenOf(caller.role));
    if (expectAnswerFor(caller, response)) expect(response.body.data.unread).toBeGreaterThan(0);
  });

  it('refuses a guest marking anything read (401)', async () => {
    const [own] = await notificationsOf(t.app, signedIn.Client.accessToken);
    expectRefusal(await markRead(t.app, undefined, own!.id), 401, 'UNAUTHENTICATED');
    expectRefusal(await markAllRead(t.app, undefined), 401, 'UNAUTHENTICATED');
  });
});

describe('the list', () => {
  it('is a bounded list: a window from an offset, newest first, with the whole count', async () => {
    const token = signedIn.Composer.accessToken;
    const window = await listNotifications(t.app, token, { limit: '2', offset: '1' });
    expect(window.statusCode, window.raw).toBe(200);
    expect(window.body.data.map((n) => n.subject)).toEqual(['Composer 2', 'Composer 1']);
    expect(window.headers['x-total-count']).toBe('3');
    const past = await listNotifications(t.app, token, { offset: '5' });
    expect(past.body.data).toEqual([]);
  });

  it.each([
    [{ limit: '0' }, 'limit'],
    [{ limit: '101' }, 'limit'],
    [{ limit: 'many' }, 'limit'],
    [{ offset: '-1' }, 'offset'],
    [{ unread: 'true' }, 'unread'],
  ])('refuses the window %j (400 naming %s)', async (query, field) => {
    const response = await listNotifications(t.app, signedIn.Client.accessToken, query);
    expectRefusal(response, 400, 'VALIDATION_FAILED');
    expect(response.body.status.fields?.map((f) => f.field).join(' ')).toContain(field);
  });

  it('decides who may call before the query: a guest with a bad window is 401', async () => {
    expectRefusal(
      await listNotifications(t.app, undefined, { limit: '0' }),
      401,
      'UNAUTHENTICATED',
    );
  });
});

describe('marking read', () => {
  it.each(ROLES)('marks one of a %s’s own read, once, and counts it off', async (role) => {
    const token = signedIn[role].accessToken;
    const before = (await unreadCount(t.app, token)).body.data.unread;
    const [newest] = await notificationsOf(t.app, token);
    const marked = await markRead(t.app, token, newest!.id);
    expect(marked.statusCode, marked.raw).toBe(200);
    expect(marked.body.data).toMatchObject({ id: newest!.id, readAt: t.clock.now().toISOString() });
    expect((await unreadCount(t.app, token)).body.data.unread).toBe(before - 1);

    // Read again later: it keeps the time it was first read.
    t.clock.advance(5000);
    const again = await markRead(t.app, token, newest!.id);
    expect(again.body.data.readAt).toBe(marked.body.data.readAt);
  });

  it.each(ROLES)(
    'answers a %s 404 for someone else’s notification, and leaves it unread',
    async (role) => {
      const other = ROLES.find((r) => r !== role)!;
      const theirs = (await notificationsOf(t.app, signedIn[other].accessToken)).find(
        (n) => n.readAt === null,
      )!;
      const response = await markRead(t.app, signedIn[role].accessToken, theirs.id);
      expectRefusal(response, 404, 'NOT_FOUND');
      expect(response.body.status.message).toBe('There is no such notification.');
      const still = await notificationsOf(t.app, signedIn[other].accessToken);
      expect(still.find((n) => n.id === theirs.id)?.readAt).toBeNull();
    },
  );

  it('answers 404 for an unknown id and 400 for one that is not an id', async () => {
    const token = signedIn.Client.accessToken;
    expectRefusal(await markRead(t.app, token, randomUUID()), 404, 'NOT_FOUND');
    const bad = await markRead(t.app, token, 'not-an-id');
    expectRefusal(bad, 400, 'VALIDATION_FAILED');
    expect(bad.body.status.fields?.[0]?.field).toBe('id');
  });

  it.each(ROLES)('marks all of a %s’s own read, and nobody else’s', async (role) => {
    const token = signedIn[role].accessToken;
    const others = ROLES.filter((r) => r !== role);
    const othersBefore = await Promise.all(
      others.map(async (r) => (await unreadCount(t.app, signedIn[r].accessToken)).body.data),
    );
    const unread = (await unreadCount(t.app, token)).body.data.unread;
    const response = await markAllRead(t.app, token);
    expect(response.statusCode, response.raw).toBe(200);
    expect(response.body.data).toEqual({ marked: unread });
    expect((await unreadCount(t.app, token)).body.data).toEqual({ unread: 0 });
    expect((await notificationsOf(t.app, token)).every((n) => n.readAt !== null)).toBe(true);
    expect((await markAllRead(t.app, token)).body.data).toEqual({ marked: 0 });
    const othersAfter = await Promise.all(
      others.map(async (r) => (await unreadCount(t.app, signedIn[r].accessToken)).body.data),
    );
    expect(othersAfter).toEqual(othersBefore);
  });
});

describe('the unread count', () => {
  it(`stops counting at ${NOTIFICATION_UNREAD_CAP}`, async () => {
    const user = signedIn.Client.user;
    await t.app.services.notifications.record(
      t.app.database.db,
      Array.from({ length: NOTIFICATION_UNREAD_CAP + 5 }, (_, index) => ({
        recipientId: user.id,
        kind: 'take-version' as const,
        subject: `Take ${index}`,
        params: { version: 2 },
      })),
    );
    const response = await unreadCount(t.app, signedIn.Client.accessToken);
    expect(response.body.data).toEqual({ unread: NOTIFICATION_UNREAD_CAP });
    const all = await listNotifications(t.app, signedIn.Client.accessToken);
    expect(all.headers['x-total-count']).toBe(String(NOTIFICATION_UNREAD_CAP + 5 + 3));
    expect(all.body.data).toHaveLength(50);
  });
});

describe('an account’s removal', () => {
  it('takes its notifications with it', async () => {
    const { notifications, users } = t.app.services;
    const leaving = signedIn.Composer.user;
    await t.app.database.db.transaction((tx) => notifications.removeAccountData(tx, leaving));
    expect(await notifications.list(leaving, { limit: 50, offset: 0 })).toEqual({
      items: [],
      total: 0,
    });
    expect(await users.findById(leaving.id)).toBeDefined();
  });
});
