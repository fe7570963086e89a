import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { env } from '../../config/env';
import { renderApp } from '../../test/render';
import { AppShell } from './app-shell';

async function openMenu() {
  await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
  return screen.findByRole('navigation');
}

describe('the shell', () => {
  it('shows a guest the guest routes of this build, no Log Out, and social links in a new tab', async () => {
    renderApp(<AppShell>page</AppShell>);
    const menu = await openMenu();
    const links = within(menu)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(links).toEqual(expect.arrayContaining(['Home', 'How It Works', 'Log In']));
    expect(within(menu).queryByRole('button', { name: 'Log Out' })).not.toBeInTheDocument();
    for (const name of ['Cuebrief on LinkedIn', 'Cuebrief on Facebook', 'Cuebrief on Instagram']) {
      const link = within(menu).getByRole('link', { name });
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', expect.stringContaining('noopener'));
    }
  });

  it('shows a signed-in composer Log Out and not the guest routes', async () => {
    renderApp(<AppShell>page</AppShell>, { role: 'Composer' });
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    const menu = await openMenu();
    expect(await within(menu).findByRole('button', { name: 'Log Out' })).toBeVisible();
    expect(within(menu).queryByRole('link', { name: 'Log In' })).not.toBeInTheDocument();
    expect(within(menu).queryByRole('link', { name: 'How It Works' })).not.toBeInTheDocument();
  });

  it.each([
    [
      true,
      [
        'Home',
        'New Users',
        'Agencies',
        'Composers',
        'Cuebrief Music',
        'Shortlists',
        'All Submissions',
        'Payments',
        'Outbox',
        'Placements',
        'Settings',
      ],
    ],
    [
      false,
      [
        'Home',
        'New Users',
        'Agencies',
        'Composers',
        'Shortlists',
        'Payments',
        'Outbox',
        'Placements',
      ],
    ],
  ])(
    'with the music-view flag %s, shows an admin the routes of the menu contract',
    async (flag, expected) => {
      const original = env.isMusicViewEnabled;
      env.isMusicViewEnabled = flag;
      try {
        renderApp(<AppShell>page</AppShell>, { role: 'Admin' });
        const menu = await openMenu();
        await within(menu).findByRole('button', { name: 'Log Out' });
        const links = within(menu)
          .getAllByRole('link')
          .filter((link) => link.getAttribute('target') !== '_blank')
          .map((link) => link.textContent);
        expect(links).toEqual(expected);
      } finally {
        env.isMusicViewEnabled = original;
      }
    },
  );

  it.each([
    ['Client', true, true],
    ['Admin', true, true],
    ['Composer', true, false],
    ['Client', false, false],
    ['Admin', false, false],
  ] as const)(
    'shows a %s Cuebrief Music with the music-view flag %s: %s',
    async (role, flag, isShown) => {
      const original = env.isMusicViewEnabled;
      env.isMusicViewEnabled = flag;
      try {
        renderApp(<AppShell>page</AppShell>, { role });
        const menu = await openMenu();
        await within(menu).findByRole('button', { name: 'Log Out' });
        const link = within(menu).queryByRole('link', { name: 'Cuebrief Music' });
        if (isShown) expect(link).toHaveAttribute('href', '/cuebrief-music');
        else expect(link).not.toBeInTheDocument();
      } finally {
        env.isMusicViewEnabled = original;
      }
    },
  );

  it.each([
    ['an admin', 'Admin', true],
    ['a client', 'Client', false],
    ['a composer', 'Composer', false],
    ['a guest', null, false],
  ] as const)('shows %s Placements: %s', async (_who, role, isShown) => {
    renderApp(<AppShell>page</AppShell>, { role });
    const menu = await openMenu();
    if (role) await within(menu).findByRole('button', { name: 'Log Out' });
    else await within(menu).findByRole('link', { name: 'Log In' });
    const link = within(menu).queryByRole('link', { name: 'Placements' });
    if (isShown) expect(link).toHaveAttribute('href', '/placements');
    else expect(link).not.toBeInTheDocument();
  });

  it('locks page scrolling while open and closes on a click outside', async () => {
    renderApp(<AppShell>page</AppShell>);
    await openMenu();
    expect(document.body.style.overflow).toBe('hidden');
    const backdrop = document.querySelector('.MuiBackdrop-root');
    expect(backdrop).not.toBeNull();
    await userEvent.click(backdrop as Element);
    await waitFor(() => expect(screen.queryByRole('navigation')).not.toBeInTheDocument());
    expect(document.body.style.overflow).not.toBe('hidden');
  });

  it("puts focus on the new page's heading when a menu link opens it, by keyboard", async () => {
    renderApp(
      <AppShell>
        <Routes>
          <Route path="/" element={<h1>Home page</h1>} />
          <Route path="/info" element={<h1>How it works</h1>} />
        </Routes>
      </AppShell>,
    );
    expect(screen.getByRole('heading', { level: 1 })).not.toHaveFocus();
    const menu = await openMenu();
    within(menu).getByRole('link', { name: 'How It Works' }).focus();
    await userEvent.keyboard('{Enter}');
    const heading = await screen.findByRole('heading', { level: 1, name: 'How it works' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(screen.getByTestId('page-announcer')).toHaveTextContent('How it works');
  });

  it('shows the copyright with the current year and the company', () => {
    renderApp(<AppShell>page</AppShell>);
    expect(screen.getByRole('contentinfo')).toHaveTextContent(
      `© ${new Date().getFullYear()} Cuebrief Ltd`,
    );
  });
});
