import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeMediaPlayback } from '../test/fake-media';
import { apiResponse, fakeApi } from '../test/fake-api';
import { renderApp } from '../test/render';
import { linkTo, placementOf } from '../features/placements/test-fixtures';
import { HomeWithShowcase, InfoWithShowcase } from './composed-pages';

const LIST = '/users/v1/request/placements';

/** A guest's server with these placements (or a failure) for the showcase. */
const guestApi = (answer: { status: number; data?: unknown }) =>
  fakeApi(null, ({ path }) =>
    path === LIST ? apiResponse(answer.status, answer.data ?? null) : undefined,
  );

const latest = [
  placementOf(3, { title: 'Night Drive', media: 'trailer', year: 2026 }),
  placementOf(2, { title: 'Open Roads', brand: 'Aster', media: 'game', year: 2025 }),
  placementOf(1, { title: 'Quiet Hours', image: null, audio: null }),
];

describe('the placements showcase', () => {
  it('shows a guest the latest placements on the home page, with image, facts and player', async () => {
    const api = guestApi({ status: 200, data: latest });
    renderApp(<HomeWithShowcase />, { api });
    const showcase = await screen.findByRole('region', { name: 'Where our music is heard' });
    await screen.findAllByTestId('placement-card');
    const cards = within(showcase).getAllByRole('listitem');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'Night Drive',
      'Open Roads',
      'Quiet Hours',
    ]);
    const night = within(showcase).getByRole('listitem', { name: 'Night Drive' });
    expect(within(night).getByText('Northwind Motors · Trailer · 2026')).toBeVisible();
    expect(night.querySelector('img')).toHaveAttribute('src', latest[0]!.image!.url);
    expect(within(night).getByRole('button', { name: 'Play Night Drive' })).toBeVisible();
    const open = within(showcase).getByRole('listitem', { name: 'Open Roads' });
    expect(within(open).getByText('Aster · Video game · 2025')).toBeVisible();
    const quiet = within(showcase).getByRole('listitem', { name: 'Quiet Hours' });
    expect(within(quiet).getByTestId('art-placeholder')).toBeInTheDocument();
    expect(within(quiet).queryByRole('button', { name: /Play/ })).not.toBeInTheDocument();
    expect(api.calls()).toContain(`GET ${LIST}?limit=3`);
  });

  it('holds their place while they load: the heading and a hidden frame per card', async () => {
    renderApp(<HomeWithShowcase />, { api: guestApi({ status: 200, data: latest }) });
    const showcase = screen.getByRole('region', { name: 'Where our music is heard' });
    expect(within(showcase).queryAllByRole('listitem')).toHaveLength(0);
    expect(showcase.querySelectorAll('li[aria-hidden="true"]')).toHaveLength(3);
    expect(await screen.findAllByTestId('placement-card')).toHaveLength(3);
    expect(showcase.querySelectorAll('li[aria-hidden="true"]')).toHaveLength(0);
  });

  it('shows them on the How It Works page too', async () => {
    renderApp(<InfoWithShowcase />, { api: guestApi({ status: 200, data: latest }) });
    expect(await screen.findByRole('region', { name: 'Where our music is heard' })).toBeVisible();
    expect(await screen.findAllByTestId('placement-card')).toHaveLength(3);
  });

  it.each([
    ['there are none', { status: 200, data: [] }],
    ['the call fails', { status: 500 }],
  ])('is not there when %s, and says nothing', async (_case, answer) => {
    const api = guestApi(answer);
    renderApp(<HomeWithShowcase />, { api });
    await waitFor(() => expect(api.calls()).toContain(`GET ${LIST}?limit=3`));
    expect(screen.getByRole('link', { name: 'Sign up' })).toBeVisible();
    await waitFor(() =>
      expect(screen.queryByTestId('placements-showcase')).not.toBeInTheDocument(),
    );
    expect(screen.queryByText('Where our music is heard')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Close notification' })).not.toBeInTheDocument();
  });

  it('plays from the placement’s link, and reads the placement again once that link is old', async () => {
    const { play } = fakeMediaPlayback();
    const stale = placementOf(1, { title: 'Night Drive' });
    stale.audio!.play = { url: 'https://media.test/old.mp3', expiresAt: '2020-01-01T00:00:00Z' };
    const fresh = placementOf(1, { title: 'Night Drive' });
    fresh.audio!.play = linkTo('https://media.test/fresh.mp3');
    const api = fakeApi(null, ({ path }) => {
      if (path === LIST) return apiResponse(200, [stale]);
      if (path === `/users/v1/request/placement/${stale.id}`) return apiResponse(200, fresh);
      return undefined;
    });
    renderApp(<HomeWithShowcase />, { api });
    await userEvent.click(await screen.findByRole('button', { name: 'Play Night Drive' }));
    await waitFor(() => expect(play).toHaveBeenCalled());
    expect(play.mock.contexts[0]).toHaveProperty('src', 'https://media.test/fresh.mp3');
    expect(api.calls()).toContain(`GET /users/v1/request/placement/${stale.id}`);
  });
});
