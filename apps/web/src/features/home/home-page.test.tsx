import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render';
import { HomePage } from './home-page';

describe('the home page', () => {
  it('offers a guest sign up, log in and how it works', () => {
    renderApp(<HomePage />);
    for (const name of ['Sign up', 'Log in', 'How it works']) {
      expect(screen.getByRole('link', { name })).toBeVisible();
    }
  });

  it('greets an admin and leads to New Users and the inbox', async () => {
    renderApp(<HomePage />, { role: 'Admin' });
    expect(await screen.findByText('Welcome back, Admin')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Review new users' })).toHaveAttribute(
      'href',
      '/users',
    );
    expect(screen.getByRole('link', { name: 'Open the inbox' })).toHaveAttribute('href', '/inbox');
  });

  it('leads a composer to the new requests', async () => {
    renderApp(<HomePage />, { role: 'Composer' });
    expect(await screen.findByText('Welcome back, Composer')).toBeVisible();
    expect(screen.getByRole('link', { name: 'See new requests' })).toHaveAttribute(
      'href',
      '/requests-history',
    );
  });

  it('leads a client to the request wizard', async () => {
    renderApp(<HomePage />, { role: 'Client' });
    expect(await screen.findByText('Welcome back, Client')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Request custom music' })).toHaveAttribute(
      'href',
      '/request-custom-music',
    );
  });
});
