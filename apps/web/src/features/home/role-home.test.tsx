import type { AdminHome, ClientHome, ComposerHome, Role } from '@cuebrief/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SubscriptionDialogProvider } from '../../domain/payments/subscription-dialog';
import { apiResponse, fakeApi, profileOf, uuidOf } from '../../test/fake-api';
import { renderApp } from '../../test/render';
import { RoleHome } from './role-home';

const HOME_PATHS: Record<Role, string> = {
  Client: '/users/v1/request/client/home',
  Composer: '/users/v1/request/composer/home',
  Admin: '/users/v1/request/admin/home',
};

/** A server whose home call answers `home`, or fails `failures` times first. */
function homeApi(role: Role, home: unknown, failures = 0) {
  let failed = 0;
  return fakeApi(role, ({ path }) => {
    if (path !== HOME_PATHS[role]) return undefined;
    if (failed < failures) {
      failed += 1;
      return apiResponse(500, null, { message: 'Something went wrong.', error: 'INTERNAL' });
    }
    return apiResponse(200, home);
  });
}

const card = (name: string) => screen.getByRole('region', { name });

const request = { id: uuidOf(1), title: 'Spring campaign' };

const clientHome: ClientHome = {
  activeRequests: {
    count: 2,
    nearest: { ...request, deadline: '2026-12-24' },
  },
  newTakes: {
    total: 3,
    requests: [{ ...request, newTakes: 3, latestAt: '2026-11-20T10:00:00.000Z' }],
  },
  offersToPay: {
    count: 1,
    offers: [
      {
        id: uuidOf(2),
        audio: { id: uuidOf(3), title: 'Sunrise Circuit' },
        request,
        priceCents: 150_000,
        checkoutUrl: '/users/v1/payment/sandbox/checkout/cs_test',
      },
    ],
  },
};

describe("the client's home", () => {
  it('says first when the plan has ended, with the way to upgrade', async () => {
    const api = fakeApi('Client', ({ path }) => {
      if (path === '/users/v1/auth/profile') {
        return apiResponse(200, { ...profileOf('Client'), writingAccess: false });
      }
      return path === HOME_PATHS.Client ? apiResponse(200, clientHome) : undefined;
    });
    renderApp(
      <SubscriptionDialogProvider>
        <RoleHome />
      </SubscriptionDialogProvider>,
      { api },
    );
    const notice = await screen.findByTestId('upgrade-notice');
    expect(within(notice).getByRole('heading', { name: /Your plan has ended/ })).toBeVisible();
    await userEvent.click(within(notice).getByRole('button', { name: /upgrade/i }));
    expect(await screen.findByRole('dialog', { name: 'Upgrade Your Plan' })).toBeVisible();
  });

  it('shows no plan notice to a client whose plan runs', async () => {
    renderApp(<RoleHome />, { api: homeApi('Client', clientHome) });
    await screen.findByRole('region', { name: 'New submissions' });
    expect(screen.queryByTestId('upgrade-notice')).not.toBeInTheDocument();
  });

  it('shows new takes per request, offers to pay and the next deadline', async () => {
    renderApp(<RoleHome />, { api: homeApi('Client', clientHome) });
    expect(await screen.findByText('Welcome back, Client')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Request custom music' })).toHaveAttribute(
      'href',
      '/request-custom-music',
    );
    const newTakes = await screen.findByRole('region', { name: 'New submissions' });
    expect(
      within(newTakes).getByText('3 takes you have not played or decided on yet'),
    ).toBeVisible();
    expect(
      within(newTakes).getByRole('link', { name: 'Listen to Spring campaign' }),
    ).toHaveAttribute('href', `/requests/${request.id}/submissions`);
    expect(
      within(card('Offers awaiting payment')).getByRole('link', {
        name: 'Pay $1,500 for Sunrise Circuit',
      }),
    ).toHaveAttribute('href', '/users/v1/payment/sandbox/checkout/cs_test');
    expect(
      within(card('Offers awaiting payment')).getByRole('link', { name: 'Offers and licences' }),
    ).toHaveAttribute('href', '/offers');
    expect(within(card('Active requests')).getByText('2 requests take submissions')).toBeVisible();
    expect(
      within(card('Active requests')).getByRole('link', {
        name: 'Next deadline: Spring campaign, 24 Dec 2026',
      }),
    ).toHaveAttribute('href', `/requests/${request.id}`);
  });

  it('says what to do when nothing waits', async () => {
    renderApp(<RoleHome />, {
      api: homeApi('Client', {
        activeRequests: { count: 0, nearest: null },
        newTakes: { total: 0, requests: [] },
        offersToPay: { count: 0, offers: [] },
      }),
    });
    expect(
      await screen.findByText(
        'No request is open. Post a brief and composers start sending music.',
      ),
    ).toBeVisible();
    expect(screen.getByText(/You have heard every take/)).toBeVisible();
    expect(screen.getByText(/Nothing to pay/)).toBeVisible();
  });

  it('keeps a failed load on the page and tries again', async () => {
    const api = homeApi('Client', clientHome, 1);
    renderApp(<RoleHome />, { api });
    expect(await screen.findByText('Your home could not be loaded.')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: 'New submissions' })).toBeVisible();
    expect(api.calls().filter((call) => call === `GET ${HOME_PATHS.Client}`)).toHaveLength(2);
  });
});

const composerHome: ComposerHome = {
  newBriefs: {
    total: 7,
    requests: [
      {
        id: uuidOf(4),
        title: 'Trailer · 60 seconds · Cinematic',
        agencyName: 'Northlight Agency',
        budget: 2500,
        deadline: '2026-12-31',
        genre: ['Cinematic'],
        createdAt: '2026-11-20T10:00:00.000Z',
      },
    ],
  },
  takes: [
    {
      takeId: uuidOf(5),
      audioId: uuidOf(6),
      title: 'Tidelines Theme',
      version: 2,
      request,
      lastEvent: {
        kind: 'shortlisted',
        at: '2026-11-21T10:00:00.000Z',
        version: 2,
        audioId: uuidOf(6),
        actor: 'Northlight',
        text: null,
        atSeconds: null,
        reasons: [],
      },
    },
    {
      takeId: uuidOf(7),
      audioId: uuidOf(7),
      title: 'City Pulse',
      version: 1,
      request,
      lastEvent: null,
    },
  ],
  awaitingReply: {
    count: 1,
    comments: [
      {
        id: uuidOf(8),
        audioId: uuidOf(6),
        takeTitle: 'Tidelines Theme',
        request,
        body: 'Could the drums come in earlier?',
        createdAt: '2026-11-21T11:00:00.000Z',
      },
    ],
  },
};

describe("the composer's home", () => {
  it('shows new briefs, where each take stands and comments to answer', async () => {
    renderApp(<RoleHome />, { api: homeApi('Composer', composerHome) });
    const briefs = await screen.findByRole('region', { name: 'New briefs' });
    expect(within(briefs).getByText('7 requests are open')).toBeVisible();
    expect(
      within(briefs).getByRole('link', { name: 'Trailer · 60 seconds · Cinematic' }),
    ).toHaveAttribute('href', `/requests/${uuidOf(4)}`);
    expect(within(briefs).getByText('Northlight Agency · $2,500 · Due 31 Dec 2026')).toBeVisible();
    expect(within(briefs).getByRole('link', { name: 'All new requests' })).toHaveAttribute(
      'href',
      '/requests-history',
    );
    const takes = card('Your takes');
    expect(within(takes).getByText('Latest: Shortlisted · 21 Nov 2026')).toBeVisible();
    expect(within(takes).getByText('Nothing has happened yet')).toBeVisible();
    const awaiting = card('Awaiting your reply');
    expect(within(awaiting).getByText('“Could the drums come in earlier?”')).toBeVisible();
    expect(within(awaiting).getByText('On “Tidelines Theme” · Spring campaign')).toBeVisible();
  });

  it('leads a composer without takes to the briefs', async () => {
    renderApp(<RoleHome />, {
      api: homeApi('Composer', {
        newBriefs: { total: 0, requests: [] },
        takes: [],
        awaitingReply: { count: 0, comments: [] },
      }),
    });
    expect(await screen.findByText(/You have not sent music yet/)).toBeVisible();
    expect(screen.getByText(/No request is open right now/)).toBeVisible();
    expect(screen.getByText('No comment waits for your reply.')).toBeVisible();
  });
});

const adminHome: AdminHome = {
  pendingSignUps: { composers: 1, clients: 2 },
  offersToAnswer: 4,
  recentPayments: [
    {
      id: uuidOf(9),
      client: {
        id: uuidOf(10),
        name: 'Marc Weber',
        email: 'marc@bluefern.example',
        agency: 'Bluefern Creative',
      },
      purpose: 'subscription',
      plan: 'year',
      audioTitle: null,
      amountCents: 100_000,
      currency: 'usd',
      state: 'paid',
      provider: 'sandbox',
      providerSessionId: 'cs_test',
      createdAt: '2026-11-01T10:00:00.000Z',
      paidAt: '2026-11-01T10:05:00.000Z',
    },
  ],
};

describe("the admins' home", () => {
  it('counts sign-ups and offers, lists payments, and links to each list', async () => {
    renderApp(<RoleHome />, { api: homeApi('Admin', adminHome) });
    const signUps = await screen.findByRole('region', { name: 'Pending sign-ups' });
    expect(within(signUps).getByText('1 composer · 2 agency clients')).toBeVisible();
    expect(within(signUps).getByRole('link', { name: 'New Users' })).toHaveAttribute(
      'href',
      '/users',
    );
    const offers = card('Offers to answer');
    expect(within(offers).getByText('4 offers wait for an answer')).toBeVisible();
    expect(within(offers).getByRole('link', { name: 'Submissions with offers' })).toHaveAttribute(
      'href',
      '/all-submissions?hasOffers=true',
    );
    const payments = card('Recent payments');
    expect(within(payments).getByText(/\$1,000 · .* · Bluefern Creative/)).toBeVisible();
    expect(within(payments).getByText('Paid')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Open the inbox' })).toHaveAttribute('href', '/inbox');
  });

  it('shows skeletons while the home loads', async () => {
    renderApp(<RoleHome />, { api: homeApi('Admin', adminHome) });
    expect(await screen.findByRole('status', { name: 'Loading…' })).toBeVisible();
    expect(await screen.findByRole('region', { name: 'Pending sign-ups' })).toBeVisible();
  });
});
