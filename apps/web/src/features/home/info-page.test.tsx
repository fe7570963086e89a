import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render';
import { InfoPage } from './info-page';

describe('How It Works', () => {
  it('walks the five steps in order, each named by its own heading', () => {
    renderApp(<InfoPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'How Cuebrief works' })).toBeVisible();
    const steps = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(
      steps.map((step) => within(step).getByRole('heading', { level: 2 }).textContent),
    ).toEqual([
      'Join and get approved',
      'Post a brief',
      'Composers answer',
      'Listen and choose',
      'License the music',
    ]);
    expect(steps[1]).toHaveTextContent(/posts a brief: category, genre, mood/);
  });

  it('leaves the counting to the list: the drawn numbers are hidden from a screen reader', () => {
    renderApp(<InfoPage />);
    expect(screen.getByRole('list').tagName).toBe('OL');
    within(screen.getByRole('list'))
      .getAllByRole('listitem')
      .forEach((step, index) => {
        const number = within(step).getByText(String(index + 1));
        expect(number).toHaveAttribute('aria-hidden', 'true');
      });
  });

  it('offers a guest to sign up or log in', () => {
    renderApp(<InfoPage />);
    expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute(
      'href',
      '/choose-user-type',
    );
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
  });
});
