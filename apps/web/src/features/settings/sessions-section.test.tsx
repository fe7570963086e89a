import type { Session } from '@cuebrief/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { formatDateTime } from '../../lib/format-date-time';
import { apiResponse, fakeApi, type FakeRequest } from '../../test/fake-api';
import { renderApp } from '../../test/render';
import { SessionsSection } from './sessions-section';

const MINUTE = 60_000;
const ago = (ms: number) => new Date(Date.now() - ms).toISOString();

const THIS_LAPTOP: Session = {
  id: '00000000-0000-4000-8000-00000000000a',
  current: true,
  browser: 'Chrome 130',
  device: 'macOS · desktop',
  firstAddress: '198.51.100.7',
  lastAddress: '198.51.100.7',
  startedAt: ago(3 * 24 * 60 * MINUTE),
  lastUsedAt: ago(5 * MINUTE),
};
const PHONE: Session = {
  id: '00000000-0000-4000-8000-00000000000b',
  current: false,
  browser: 'Safari 17',
  device: 'iOS · mobile',
  firstAddress: '203.0.113.20',
  lastAddress: '203.0.113.21',
  startedAt: ago(2 * 60 * MINUTE),
  lastUsedAt: ago(12 * MINUTE),
};
const SCRIPT: Session = {
  id: '00000000-0000-4000-8000-00000000000c',
  current: false,
  browser: null,
  device: null,
  firstAddress: null,
  lastAddress: null,
  startedAt: ago(40 * 24 * 60 * MINUTE),
  lastUsedAt: ago(40 * 24 * 60 * MINUTE),
};

/**
 * A tiny sessions server: the list, and the two ways to end sessions, which change it.
 * `answers` overrides a call's answer by "METHOD path-end".
 */
function sessionsApi(
  sessions: Session[],
  answers: Record<string, (request: FakeRequest) => Response | Promise<Response>> = {},
) {
  let living = sessions;
  return fakeApi('Client', async (request) => {
    const { method, path } = request;
    const override = Object.entries(answers).find(([key]) => {
      const [m, end] = key.split(' ');
      return m === method && path.endsWith(end ?? '');
    });
    if (override) return override[1](request);
    if (method === 'GET' && path.endsWith('/sessions')) return apiResponse(200, living);
    if (method === 'DELETE' && path.includes('/sessions/')) {
      living = living.filter((session) => !path.endsWith(session.id));
      return apiResponse(200, null);
    }
    if (method === 'POST' && path.endsWith('/sessions/end-others')) {
      const ended = living.filter((session) => !session.current).length;
      living = living.filter((session) => session.current);
      return apiResponse(200, { ended });
    }
    return undefined;
  });
}

async function renderSessions(api: ReturnType<typeof sessionsApi>) {
  renderApp(<SessionsSection />, { api, path: '/settings' });
  const region = await screen.findByRole('region', { name: 'Signed-in sessions' });
  return { region: within(region), sent: api.requests };
}

const cards = () =>
  within(screen.getByRole('list', { name: 'Your sessions' })).getAllByRole('listitem');
/** A line of a card as read, whatever elements (a time) it is made of. */
const line = (text: string) => (_: string, element: Element | null) =>
  element?.tagName === 'P' && element.textContent === text;
const writes = (sent: FakeRequest[]) =>
  sent.filter((call) => call.method !== 'GET').map(({ method, path }) => `${method} ${path}`);

describe('settings: signed-in sessions', () => {
  it('lists this device first, then the others, each named, with where and when', async () => {
    await renderSessions(sessionsApi([THIS_LAPTOP, PHONE, SCRIPT]));
    await waitFor(() => expect(cards()).toHaveLength(3));
    const [laptop, phone, script] = cards().map((card) => within(card));

    expect(laptop!.getByRole('heading', { name: 'Chrome 130' })).toBeVisible();
    expect(laptop!.getByText('This device')).toBeVisible();
    expect(laptop!.getByText('macOS · desktop')).toBeVisible();
    expect(laptop!.getByText(line('Signed in 3 days ago from 198.51.100.7'))).toBeVisible();
    expect(laptop!.getByText('Active now')).toBeVisible();
    // This device is signed out by logging out, not here.
    expect(laptop!.queryByRole('button')).not.toBeInTheDocument();

    expect(phone!.getByRole('heading', { name: 'Safari 17' })).toBeVisible();
    expect(phone!.queryByText('This device')).not.toBeInTheDocument();
    expect(phone!.getByText('iOS · mobile')).toBeVisible();
    expect(phone!.getByText(line('Signed in 2 hours ago from 203.0.113.20'))).toBeVisible();
    expect(phone!.getByText(line('Last used 12 minutes ago from 203.0.113.21'))).toBeVisible();
    // The exact time is a hover (and a machine-readable attribute) away.
    const lastUsed = phone!.getByText('12 minutes ago');
    expect(lastUsed.tagName).toBe('TIME');
    expect(lastUsed).toHaveAttribute('dateTime', PHONE.lastUsedAt);
    expect(lastUsed).toHaveAttribute('title', formatDateTime(PHONE.lastUsedAt));
    expect(
      phone!.getByRole('button', { name: 'Sign out of Safari 17, iOS · mobile' }),
    ).toBeVisible();

    // What a User-Agent did not say is said to be unknown; no address, none shown.
    expect(script!.getByRole('heading', { name: 'Unknown browser' })).toBeVisible();
    expect(script!.getByText('Unknown device')).toBeVisible();
    expect(script!.getByText(line('Last used last month'))).toBeVisible();
    expect(screen.getByRole('button', { name: 'Sign out of all other sessions' })).toBeVisible();
  });

  it('signs out of one session after asking, and it leaves the list', async () => {
    const { sent } = await renderSessions(sessionsApi([THIS_LAPTOP, PHONE, SCRIPT]));
    await userEvent.click(
      await screen.findByRole('button', { name: 'Sign out of Safari 17, iOS · mobile' }),
    );
    const dialog = within(
      screen.getByRole('dialog', { name: 'Sign out of Safari 17, iOS · mobile?' }),
    );
    expect(dialog.getByText(/ends at once/)).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Confirm' }));

    expect(await screen.findByText('That session was signed out.')).toBeVisible();
    expect(writes(sent)).toEqual([`DELETE /users/v1/auth/sessions/${PHONE.id}`]);
    await waitFor(() => expect(cards()).toHaveLength(2));
    expect(screen.queryByRole('heading', { name: 'Safari 17' })).not.toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('changes nothing when the question is cancelled', async () => {
    const { sent } = await renderSessions(sessionsApi([THIS_LAPTOP, PHONE]));
    await userEvent.click(await screen.findByRole('button', { name: /^Sign out of Safari 17/ }));
    await userEvent.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(writes(sent)).toEqual([]);
    expect(cards()).toHaveLength(2);
  });

  it('signs out of every other session after asking, and says how many', async () => {
    const { sent } = await renderSessions(sessionsApi([THIS_LAPTOP, PHONE, SCRIPT]));
    await userEvent.click(
      await screen.findByRole('button', { name: 'Sign out of all other sessions' }),
    );
    const dialog = within(screen.getByRole('dialog', { name: 'Sign out of all other sessions?' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Confirm' }));

    expect(await screen.findByText('2 other sessions were signed out.')).toBeVisible();
    expect(writes(sent)).toEqual(['POST /users/v1/auth/sessions/end-others']);
    await waitFor(() => expect(cards()).toHaveLength(1));
    expect(screen.getByText('You are signed in on this device only.')).toBeVisible();
    expect(
      screen.queryByRole('button', { name: 'Sign out of all other sessions' }),
    ).not.toBeInTheDocument();
  });

  it('shows a spinner while ending, and keeps the session when the server refuses', async () => {
    let finish: (response: Response) => void = () => {};
    const answered = new Promise<Response>((resolve) => (finish = resolve));
    await renderSessions(
      sessionsApi([THIS_LAPTOP, PHONE], { [`DELETE ${PHONE.id}`]: () => answered }),
    );
    await userEvent.click(await screen.findByRole('button', { name: /^Sign out of Safari 17/ }));
    const dialog = within(screen.getByRole('dialog'));
    await userEvent.click(dialog.getByRole('button', { name: 'Confirm' }));
    expect(await dialog.findByRole('progressbar', { name: 'Loading…' })).toBeVisible();
    finish(apiResponse(500, null, { error: 'INTERNAL_ERROR' }));

    expect(
      await screen.findByText('The session could not be signed out. Please try again.'),
    ).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('heading', { name: 'Safari 17' })).toBeVisible();
  });

  it('says when this device is the only one', async () => {
    const { region } = await renderSessions(sessionsApi([THIS_LAPTOP]));
    expect(await region.findByText('You are signed in on this device only.')).toBeVisible();
    expect(cards()).toHaveLength(1);
    expect(region.queryByRole('button')).not.toBeInTheDocument();
  });

  it('shows placeholders while loading, then a failure with a way to try again', async () => {
    let isDown = true;
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const { region } = await renderSessions(
      sessionsApi([THIS_LAPTOP, PHONE], {
        'GET /sessions': async () => {
          await held;
          return isDown
            ? apiResponse(500, null, { error: 'INTERNAL_ERROR' })
            : apiResponse(200, [THIS_LAPTOP]);
        },
      }),
    );
    expect(region.getByRole('status', { name: 'Loading…' })).toBeVisible();
    release();
    expect(await region.findByText('Your sessions could not be loaded.')).toBeVisible();

    isDown = false;
    await userEvent.click(region.getByRole('button', { name: 'Try again' }));
    expect(await region.findByRole('heading', { name: 'Chrome 130' })).toBeVisible();
  });
});
