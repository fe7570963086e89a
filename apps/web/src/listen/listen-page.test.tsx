import type { SharePage } from '@cuebrief/shared';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiResponse, fakeApi, uuidOf, type FakeHandler } from '../test/fake-api';
import { fakeMediaPlayback } from '../test/fake-media';
import { ListenPage } from './listen-page';
import { goTo } from './navigation';

vi.mock('./navigation', () => ({ goTo: vi.fn() }));

const TOKEN = 'AbCdEfGhIjKlMnOpQrStUvWxYz0123456789_-abcde';
const BASE = `/users/v1/share/${TOKEN}`;
const ITEM_A = uuidOf(1);
const ITEM_B = uuidOf(2);

const PAGE: SharePage = {
  agencyName: 'Northlight Agency',
  title: 'Spring campaign',
  label: 'Nike brand team',
  expiresAt: '2026-12-10T12:00:00.000Z',
  pass: 'pass-from-the-server',
  passExpiresAt: '2026-11-27T00:00:00.000Z',
  items: [
    {
      id: ITEM_A,
      title: 'Morning Run',
      composerName: 'Lena Vogel',
      note: 'For the 15 s cut-down',
      durationSeconds: 125,
      peaks: [0.1, 0.5, 0.9, 0.4],
      streamUrl: `${BASE}/items/${ITEM_A}/stream?expires=1&signature=a`,
      downloads: ['mp3'],
      reaction: null,
    },
    {
      id: ITEM_B,
      title: 'City Lights',
      composerName: 'Cuebrief',
      note: null,
      durationSeconds: 61,
      peaks: [0.3, 0.2],
      streamUrl: `${BASE}/items/${ITEM_B}/stream?expires=1&signature=b`,
      downloads: [],
      reaction: { reaction: 'not_for_us', comment: 'Too slow' },
    },
  ],
};

const refusal = (status: number, error: string, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify({ status: { code: status, message: error, error }, data: null }), {
    status,
    headers: { 'content-type': 'application/json', ...headers },
  });

/** The share API for one test: `open` answers each open in turn (the last one again after). */
function shareApi(opens: Response[], handle: FakeHandler = () => undefined) {
  let openCount = 0;
  const api = fakeApi(null, (request) => {
    if (request.path === `${BASE}/open`) {
      const answer = opens[Math.min(openCount, opens.length - 1)];
      openCount += 1;
      return answer?.clone();
    }
    return handle(request);
  });
  vi.stubGlobal('fetch', api.fetch);
  return api;
}

const opened = () => apiResponse(200, PAGE);
const bodiesOf = (api: ReturnType<typeof shareApi>, path: string) =>
  api.requests.filter((r) => r.path === `${BASE}${path}`).map((r) => r.body);

beforeEach(() => {
  sessionStorage.clear();
  vi.mocked(goTo).mockClear();
});
afterEach(() => vi.restoreAllMocks());

describe('opening a share link', () => {
  it('shows who shared what with whom until when, and keeps the pass for a reload', async () => {
    const api = shareApi([opened()]);
    render(<ListenPage token={TOKEN} />);
    expect(screen.getByText('Opening the shortlist…')).toBeInTheDocument();

    expect(await screen.findByRole('heading', { level: 1, name: 'Spring campaign' })).toBeVisible();
    expect(screen.getByText('Northlight Agency')).toBeVisible();
    expect(screen.getByText('Shared with Nike brand team')).toBeVisible();
    expect(screen.getByText('Available until 10 Dec 2026')).toBeVisible();
    expect(screen.getByRole('heading', { name: '2 pieces of music' })).toBeVisible();
    const first = screen.getAllByRole('listitem')[0]!;
    expect(within(first).getByRole('heading', { name: 'Morning Run' })).toBeVisible();
    expect(within(first).getByText('by Lena Vogel')).toBeVisible();
    expect(within(first).getByText('For the 15 s cut-down')).toBeVisible();
    expect(within(first).getByText('2:05')).toBeVisible();
    expect(document.title).toBe('Spring campaign · Cuebrief');

    expect(bodiesOf(api, '/open')).toEqual([{}]);
    expect(sessionStorage.getItem(`cuebrief-share-pass:${TOKEN}`)).toBe('pass-from-the-server');
  });

  it('opens again with the pass this tab kept, without asking for the password', async () => {
    sessionStorage.setItem(`cuebrief-share-pass:${TOKEN}`, 'kept-pass');
    const api = shareApi([opened()]);
    render(<ListenPage token={TOKEN} />);
    expect(await screen.findByRole('heading', { name: 'Spring campaign' })).toBeVisible();
    expect(bodiesOf(api, '/open')).toEqual([{ pass: 'kept-pass' }]);
  });

  it('asks for the password, says when it is missing or wrong, and opens with the right one', async () => {
    const user = userEvent.setup();
    const api = shareApi([
      refusal(401, 'LINK_PASSWORD_REQUIRED'),
      refusal(401, 'LINK_PASSWORD_WRONG'),
      opened(),
    ]);
    render(<ListenPage token={TOKEN} />);
    expect(
      await screen.findByRole('heading', { name: 'This shortlist is protected' }),
    ).toBeVisible();
    const field = screen.getByLabelText('Password');
    const open = screen.getByRole('button', { name: 'Open the shortlist' });

    await user.click(open);
    expect(screen.getByRole('alert')).toHaveTextContent('Enter the password.');
    expect(bodiesOf(api, '/open')).toHaveLength(1);

    await user.type(field, 'wrong one{Enter}');
    expect(await screen.findByText(/That password is not right/)).toBeVisible();
    expect(screen.getByLabelText('Password')).toHaveAttribute('aria-invalid', 'true');

    await user.clear(screen.getByLabelText('Password'));
    await user.type(screen.getByLabelText('Password'), 'right one');
    await user.click(screen.getByRole('button', { name: 'Open the shortlist' }));
    expect(await screen.findByRole('heading', { name: 'Spring campaign' })).toBeVisible();
    expect(bodiesOf(api, '/open')).toEqual([
      {},
      { password: 'wrong one' },
      { password: 'right one' },
    ]);
  });

  it('says how long to wait after too many attempts, from Retry-After', async () => {
    const user = userEvent.setup();
    shareApi([
      refusal(401, 'LINK_PASSWORD_REQUIRED'),
      refusal(429, 'TOO_MANY_REQUESTS', { 'retry-after': '540' }),
    ]);
    render(<ListenPage token={TOKEN} />);
    await user.type(await screen.findByLabelText('Password'), 'guess{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many attempts, try again in 9 minutes.',
    );
  });

  it('forgets a pass the server no longer takes, and asks for the password', async () => {
    sessionStorage.setItem(`cuebrief-share-pass:${TOKEN}`, 'stale-pass');
    shareApi([refusal(401, 'LINK_PASSWORD_REQUIRED')]);
    render(<ListenPage token={TOKEN} />);
    expect(await screen.findByLabelText('Password')).toBeVisible();
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
    expect(sessionStorage.getItem(`cuebrief-share-pass:${TOKEN}`)).toBeNull();
  });

  it.each([
    [404, 'NOT_FOUND', 'This link does not exist'],
    [400, 'VALIDATION_FAILED', 'This link does not exist'],
    [410, 'LINK_EXPIRED', 'This link has expired'],
    [410, 'LINK_REVOKED', 'This link is no longer available'],
  ])('shows a page of its own for %i %s', async (status, code, heading) => {
    shareApi([refusal(status, code)]);
    render(<ListenPage token={TOKEN} />);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeVisible();
    expect(document.title).toBe(`${heading} · Cuebrief`);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('says a link does not exist when the address holds no token, without asking the server', async () => {
    const api = shareApi([opened()]);
    render(<ListenPage token={null} />);
    expect(screen.getByRole('heading', { name: 'This link does not exist' })).toBeVisible();
    expect(api.requests).toEqual([]);
  });

  it('offers to try again when the server cannot be reached', async () => {
    const user = userEvent.setup();
    const api = shareApi([refusal(500, 'INTERNAL_ERROR'), opened()]);
    render(<ListenPage token={TOKEN} />);
    expect(
      await screen.findByRole('heading', { name: 'The shortlist could not be loaded' }),
    ).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Spring campaign' })).toBeVisible();
    expect(bodiesOf(api, '/open')).toHaveLength(2);
  });
});

describe('the opened shortlist', () => {
  it('sends a reaction with the keyboard, shows it pressed, then sends a comment', async () => {
    const user = userEvent.setup();
    const api = shareApi([opened()], (request) =>
      request.method === 'PUT' ? apiResponse(200, null) : undefined,
    );
    render(<ListenPage token={TOKEN} />);
    const first = (await screen.findAllByRole('listitem'))[0]!;
    const like = within(first).getByRole('button', { name: 'I like this' });
    expect(like).toHaveAttribute('aria-pressed', 'false');
    expect(within(first).queryByLabelText(/Comment/)).not.toBeInTheDocument();

    like.focus();
    await user.keyboard(' ');
    await waitFor(() => expect(like).toHaveAttribute('aria-pressed', 'true'));
    expect(within(first).getByText('Thanks, the agency will see this')).toHaveAttribute(
      'role',
      'status',
    );
    await user.type(within(first).getByLabelText('Comment for the agency (optional)'), 'Love it');
    await user.click(within(first).getByRole('button', { name: 'Send comment' }));
    await waitFor(() => expect(bodiesOf(api, `/items/${ITEM_A}/reaction`)).toHaveLength(2));
    expect(bodiesOf(api, `/items/${ITEM_A}/reaction`)).toEqual([
      { pass: 'pass-from-the-server', reaction: 'like' },
      { pass: 'pass-from-the-server', reaction: 'like', comment: 'Love it' },
    ]);
  });

  it('shows the reaction already given, with its comment', async () => {
    shareApi([opened()]);
    render(<ListenPage token={TOKEN} />);
    const second = (await screen.findAllByRole('listitem'))[1]!;
    expect(within(second).getByRole('button', { name: 'Not for us' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(within(second).getByLabelText('Comment for the agency (optional)')).toHaveValue(
      'Too slow',
    );
  });

  it('turns to the revoked page when the link is revoked meanwhile', async () => {
    const user = userEvent.setup();
    shareApi([opened()], () => refusal(410, 'LINK_REVOKED'));
    render(<ListenPage token={TOKEN} />);
    const first = (await screen.findAllByRole('listitem'))[0]!;
    await user.click(within(first).getByRole('button', { name: 'I like this' }));
    expect(
      await screen.findByRole('heading', { name: 'This link is no longer available' }),
    ).toBeVisible();
  });

  it('opens the link again when its pass went stale, asking for the password only if it has one', async () => {
    const user = userEvent.setup();
    const api = shareApi([opened(), opened(), refusal(401, 'LINK_PASSWORD_REQUIRED')], () =>
      refusal(401, 'LINK_PASSWORD_REQUIRED'),
    );
    render(<ListenPage token={TOKEN} />);
    // A link without a password: the page comes back with a new pass.
    let first = (await screen.findAllByRole('listitem'))[0]!;
    await user.click(within(first).getByRole('button', { name: 'I like this' }));
    await waitFor(() => expect(bodiesOf(api, '/open')).toEqual([{}, {}]));
    expect(await screen.findByRole('heading', { name: 'Spring campaign' })).toBeVisible();
    // A link with a password: the pass no longer opens it, so the password is asked.
    first = (await screen.findAllByRole('listitem'))[0]!;
    await user.click(within(first).getByRole('button', { name: 'I like this' }));
    expect(await screen.findByLabelText('Password')).toBeVisible();
    expect(sessionStorage.getItem(`cuebrief-share-pass:${TOKEN}`)).toBeNull();
  });

  it('downloads only what the link allows, through a signed address', async () => {
    const user = userEvent.setup();
    const api = shareApi([opened()], (request) =>
      request.path.endsWith('/download') ? apiResponse(200, { url: '/signed/mp3' }) : undefined,
    );
    render(<ListenPage token={TOKEN} />);
    const [first, second] = await screen.findAllByRole('listitem');
    expect(within(second!).queryByRole('button', { name: /Download/ })).not.toBeInTheDocument();
    await user.click(within(first!).getByRole('button', { name: 'Download MP3, Morning Run' }));
    await waitFor(() => expect(goTo).toHaveBeenCalledWith('/signed/mp3'));
    expect(bodiesOf(api, `/items/${ITEM_A}/download`)).toEqual([
      { pass: 'pass-from-the-server', kind: 'mp3' },
    ]);
  });

  it('says so when a download is refused', async () => {
    const user = userEvent.setup();
    shareApi([opened()], () => refusal(403, 'FORBIDDEN'));
    render(<ListenPage token={TOKEN} />);
    const first = (await screen.findAllByRole('listitem'))[0]!;
    await user.click(within(first).getByRole('button', { name: /Download MP3/ }));
    expect(
      await within(first).findByText('This file cannot be downloaded through this link.'),
    ).toBeVisible();
    expect(goTo).not.toHaveBeenCalled();
  });
});

describe('the player', () => {
  it('plays one item at a time on one audio element, and reports each segment with the pass', async () => {
    const user = userEvent.setup();
    const { play } = fakeMediaPlayback();
    const api = shareApi([opened()], (request) =>
      request.path.endsWith('/plays') ? apiResponse(200, null) : undefined,
    );
    const { container } = render(<ListenPage token={TOKEN} />);
    await user.click(await screen.findByRole('button', { name: 'Play Morning Run' }));
    const audio = container.querySelector('audio')!;
    expect(container.querySelectorAll('audio')).toHaveLength(1);
    expect(audio.getAttribute('src')).toBe(PAGE.items[0]!.streamUrl);
    expect(await screen.findByRole('button', { name: 'Pause Morning Run' })).toBeVisible();

    Object.defineProperty(audio, 'currentTime', { value: 42, configurable: true });
    audio.dispatchEvent(new Event('timeupdate'));
    expect(await screen.findByText('0:42 / 2:05')).toBeVisible();

    // Another item: the first one's segment ends before its source goes.
    await user.click(screen.getByRole('button', { name: 'Play City Lights' }));
    expect(audio.getAttribute('src')).toBe(PAGE.items[1]!.streamUrl);
    expect(play).toHaveBeenCalledTimes(2);
    expect(screen.getByRole('button', { name: 'Play Morning Run' })).toBeVisible();
    await waitFor(() => expect(bodiesOf(api, '/plays')).toHaveLength(1));
    expect(bodiesOf(api, '/plays')[0]).toEqual({
      pass: 'pass-from-the-server',
      itemId: ITEM_A,
      segmentId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      fromSeconds: 0,
      seconds: 42,
    });
  });

  it('moves through an item with the keyboard on its waveform', async () => {
    const user = userEvent.setup();
    fakeMediaPlayback();
    shareApi([opened()]);
    const { container } = render(<ListenPage token={TOKEN} />);
    const slider = await screen.findByRole('slider', { name: 'Position in Morning Run' });
    expect(slider).toHaveAttribute('aria-valuetext', '0:00 of 2:05');
    slider.focus();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    const audio = container.querySelector('audio')!;
    expect(audio.getAttribute('src')).toBe(PAGE.items[0]!.streamUrl);
    expect(slider).toHaveAttribute('aria-valuenow', '10');
    await user.keyboard('{End}');
    expect(slider).toHaveAttribute('aria-valuetext', '2:05 of 2:05');
  });

  it('says so when an item cannot be played', async () => {
    const user = userEvent.setup();
    fakeMediaPlayback();
    shareApi([opened()]);
    const { container } = render(<ListenPage token={TOKEN} />);
    await user.click(await screen.findByRole('button', { name: 'Play City Lights' }));
    container.querySelector('audio')!.dispatchEvent(new Event('error'));
    const second = screen.getAllByRole('listitem')[1]!;
    expect(await within(second).findByRole('alert')).toHaveTextContent(/could not be played/);
  });
});
