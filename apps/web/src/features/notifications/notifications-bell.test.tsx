import type { Notification } from '@cuebrief/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  apiResponse,
  fakeApi,
  uuidOf,
  windowResponse,
  type FakeRequest,
} from '../../test/fake-api';
import { renderApp, shownLocation } from '../../test/render';
import { NotificationsBell } from './notifications-bell';

const NOW = new Date('2026-11-21T12:00:00.000Z');
const minutesAgo = (minutes: number) => new Date(NOW.getTime() - minutes * 60_000).toISOString();

const notificationOf = (n: number, patch: Partial<Notification> = {}): Notification => ({
  id: uuidOf(n),
  kind: 'offer-declined',
  subject: `Take ${n}`,
  params: { priceCents: 90_000 },
  requestId: null,
  audioId: uuidOf(100 + n),
  createdAt: minutesAgo(n * 10),
  readAt: null,
  ...patch,
});

/** A server holding `notifications`, newest first, that marks them read as the API does. */
function notificationsApi(role: 'Client' | 'Composer' | 'Admin', start: Notification[]) {
  let notifications = [...start];
  const reads: string[] = [];
  const api = fakeApi(role, ({ method, path, query }: FakeRequest) => {
    if (path.endsWith('/notifications/unread-count')) {
      return apiResponse(200, { unread: notifications.filter((n) => !n.readAt).length });
    }
    if (path.endsWith('/notifications/read-all') && method === 'POST') {
      const marked = notifications.filter((n) => !n.readAt).length;
      notifications = notifications.map((n) => ({ ...n, readAt: n.readAt ?? NOW.toISOString() }));
      return apiResponse(200, { marked });
    }
    const one = /\/notifications\/([^/]+)\/read$/.exec(path);
    if (one && method === 'POST') {
      reads.push(one[1]!);
      notifications = notifications.map((n) =>
        n.id === one[1] ? { ...n, readAt: NOW.toISOString() } : n,
      );
      return apiResponse(
        200,
        notifications.find((n) => n.id === one[1]),
      );
    }
    if (path.endsWith('/notifications')) return windowResponse(notifications, query);
    return undefined;
  });
  return { ...api, reads };
}

async function openBell(name: RegExp | string) {
  await userEvent.click(await screen.findByRole('button', { name }));
  return screen.findByRole('dialog', { name: 'Notifications' });
}

afterEach(() => vi.useRealTimers());

describe('the notifications bell', () => {
  it('is not there for a guest', async () => {
    const api = fakeApi(null);
    renderApp(<NotificationsBell />, { api });
    // A guest's app asks for nothing: give it a moment to (wrongly) ask for the count.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.queryByRole('button', { name: /Notifications/ })).not.toBeInTheDocument();
    expect(api.calls().filter((call) => call.includes('/notifications'))).toEqual([]);
  });

  it('says how many are unread in its label and badge', async () => {
    const api = notificationsApi('Client', [
      notificationOf(1),
      notificationOf(2),
      notificationOf(3),
      notificationOf(4, { readAt: minutesAgo(1) }),
    ]);
    renderApp(<NotificationsBell />, { api });
    const bell = await screen.findByRole('button', { name: 'Notifications, 3 unread' });
    expect(bell).toHaveTextContent('3');
  });

  it('says 99+ past 99', async () => {
    const api = fakeApi('Composer', ({ path }) =>
      path.endsWith('/unread-count') ? apiResponse(200, { unread: 100 }) : undefined,
    );
    renderApp(<NotificationsBell />, { api });
    const bell = await screen.findByRole('button', { name: 'Notifications, 99+ unread' });
    expect(bell).toHaveTextContent('99+');
  });

  it('lists them newest first with what each says and how long ago', async () => {
    vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
    const api = notificationsApi('Client', [
      notificationOf(1, {
        kind: 'offer-accepted',
        subject: 'Glasswing',
        params: { priceCents: 180_000 },
      }),
      notificationOf(6, {
        kind: 'submission-received',
        subject: 'Spring campaign',
        params: { from: 'Lena Park' },
        requestId: uuidOf(50),
        readAt: minutesAgo(5),
      }),
    ]);
    renderApp(<NotificationsBell />, { api });
    const dialog = await openBell('Notifications, 1 unread');
    const items = await within(dialog).findAllByRole('link');
    expect(items.map((item) => item.textContent)).toEqual([
      'Your offer of $1,800 for "Glasswing" was accepted: the checkout is ready. (unread)10 minutes ago',
      'Lena Park sent music to "Spring campaign".1 hour ago',
    ]);
    expect(items[1]).toHaveAttribute('href', `/requests/${uuidOf(50)}/submissions`);
    expect(items[0]).toHaveAttribute('href', '/offers');
  });

  it('marks one read when it is opened, goes where it is about and counts it off', async () => {
    const api = notificationsApi('Composer', [
      notificationOf(1, {
        kind: 'take-comment',
        subject: 'Glasswing',
        params: { from: 'Northlight', version: 2 },
      }),
      notificationOf(2),
    ]);
    renderApp(<NotificationsBell />, { api, path: '/' });
    const dialog = await openBell('Notifications, 2 unread');
    await userEvent.click(
      await within(dialog).findByRole('link', { name: /Northlight commented on "Glasswing"/ }),
    );
    expect(api.reads).toEqual([uuidOf(1)]);
    expect(shownLocation()).toBe('/my-submissions');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByRole('button', { name: 'Notifications, 1 unread' })).toBeVisible();
  });

  it('marks all read', async () => {
    const api = notificationsApi('Admin', [notificationOf(1), notificationOf(2)]);
    renderApp(<NotificationsBell />, { api });
    const dialog = await openBell('Notifications, 2 unread');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mark all read' }));
    // The popover keeps the page behind it hidden from assistive technology while it is open.
    expect(
      await screen.findByRole('button', { name: 'Notifications', hidden: true }),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Mark all read' })).toBeDisabled(),
    );
    expect(within(dialog).queryByText(/\(unread\)/)).not.toBeInTheDocument();
  });

  it('says when there is nothing yet', async () => {
    const api = notificationsApi('Composer', []);
    renderApp(<NotificationsBell />, { api });
    const dialog = await openBell('Notifications');
    expect(await within(dialog).findByText(/Nothing new yet/)).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'Mark all read' })).toBeDisabled();
  });

  it('asks for the count again when the window gets focus', async () => {
    const api = notificationsApi('Client', [notificationOf(1)]);
    renderApp(<NotificationsBell />, { api });
    await screen.findByRole('button', { name: 'Notifications, 1 unread' });
    const counts = () => api.calls().filter((call) => call.endsWith('/unread-count')).length;
    const before = counts();
    window.dispatchEvent(new Event('focus'));
    await waitFor(() => expect(counts()).toBeGreaterThan(before));
  });
});
