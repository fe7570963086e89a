import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render';
import { stubResizableScreen, stubScreenWidth } from '../../test/screen-width';
import { styleAtWidth } from '../../test/style-at-width';
import { AppShell } from './app-shell';

const DESKTOP = 1440;
const PHONE = 390;

const rail = () => screen.getByTestId('menu-rail');
const menuButton = () => screen.getByRole('button', { name: 'Open menu' });
/** The rail's links, whether or not the width shows it (jsdom reads no media query). */
const railLink = (name: string) =>
  within(rail()).getByRole('link', { name, hidden: true }) as HTMLAnchorElement;

const pages = (
  <AppShell>
    <Routes>
      <Route path="/" element={<h1>Home page</h1>} />
      <Route path="/favourites" element={<h1>Favourites</h1>} />
      <Route path="/offers" element={<h1>Offers</h1>} />
      <Route path="/shortlists/:id" element={<h1>One shortlist</h1>} />
    </Routes>
  </AppShell>
);

describe('the menu rail (decision 046)', () => {
  it('is open beside the page from 1200 px on, by CSS alone, with no menu button', () => {
    renderApp(pages, { role: 'Client' });
    for (const width of [1200, DESKTOP]) {
      expect(styleAtWidth(rail(), 'display', width)).toBe('block');
      expect(styleAtWidth(menuButton(), 'display', width)).toBe('none');
    }
    for (const width of [PHONE, 1199]) {
      expect(styleAtWidth(rail(), 'display', width)).toBe('none');
      expect(styleAtWidth(menuButton(), 'display', width)).not.toBe('none');
    }
  });

  it("marks the page's section as current and moves the mark with one click", async () => {
    stubScreenWidth(DESKTOP);
    renderApp(pages, { role: 'Client', path: '/favourites' });
    const favourites = await waitFor(() => railLink('Favourites'));
    expect(favourites).toHaveAttribute('aria-current', 'page');
    expect(favourites).toHaveClass('Mui-selected');
    expect(railLink('Home')).not.toHaveAttribute('aria-current');

    await userEvent.click(railLink('Offers & Licences'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Offers' })).toBeInTheDocument();
    expect(railLink('Offers & Licences')).toHaveAttribute('aria-current', 'page');
    expect(railLink('Favourites')).not.toHaveAttribute('aria-current');
    // The rail stays: no drawer opened or closed on the way.
    expect(document.querySelector('.MuiBackdrop-root')).toBeNull();
  });

  it('marks the section of a page under a menu item as the current location', async () => {
    renderApp(pages, { role: 'Client', path: '/shortlists/7d2b' });
    await screen.findByRole('heading', { level: 1, name: 'One shortlist' });
    expect(await waitFor(() => railLink('Shortlists'))).toHaveAttribute('aria-current', 'location');
    expect(railLink('Home')).not.toHaveAttribute('aria-current');
  });

  it('below 1200 px is the temporary drawer behind the menu button, with the current item', async () => {
    stubScreenWidth(PHONE);
    renderApp(pages, { role: 'Client', path: '/favourites' });
    await userEvent.click(menuButton());
    const drawer = await screen.findByRole('presentation');
    const menu = within(drawer).getByRole('navigation', { name: 'Menu' });
    expect(await within(menu).findByRole('link', { name: 'Favourites' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    // Modal, as the spec's drawer: scroll locked, a backdrop that closes it.
    expect(document.body.style.overflow).toBe('hidden');
    await userEvent.click(within(menu).getByRole('link', { name: 'Offers & Licences' }));
    await waitFor(() => expect(screen.queryByRole('presentation')).not.toBeInTheDocument());
    expect(screen.getByRole('heading', { level: 1, name: 'Offers' })).toBeInTheDocument();
  });

  it('closes a drawer left open when the window widens past 1200 px, and keeps it closed', async () => {
    const screenOf = stubResizableScreen(PHONE);
    renderApp(pages, { role: 'Client', path: '/favourites' });
    await userEvent.click(menuButton());
    expect(await screen.findByRole('presentation')).toBeInTheDocument();

    act(() => screenOf.resize(DESKTOP));
    await waitFor(() => expect(screen.queryByRole('presentation')).not.toBeInTheDocument());
    // Back to a phone's width, the page is not covered again by the drawer of before.
    act(() => screenOf.resize(PHONE));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.queryByRole('presentation')).not.toBeInTheDocument();
    expect(document.body.style.overflow).not.toBe('hidden');
  });

  it('has a skip link first in the Tab order that puts focus on the page', async () => {
    renderApp(pages, { role: 'Client' });
    await userEvent.tab();
    const skip = screen.getByRole('link', { name: 'Skip to content' });
    expect(skip).toHaveFocus();
    expect(skip).toHaveAttribute('href', '#main-content');
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('main')).toHaveFocus();
  });
});
