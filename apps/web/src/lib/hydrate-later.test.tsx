import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { HydrateLater, HydratesPreRenderedPageProvider } from './hydrate-later';

describe('HydrateLater', () => {
  it('renders its part at once outside a pre-rendered page, so the app shows it without a blink', () => {
    render(
      <HydrateLater>
        <nav aria-label="Menu" />
      </HydrateLater>,
    );
    expect(screen.getByRole('navigation', { name: 'Menu' })).toBeInTheDocument();
  });

  it('takes its part over a task after the rest while a pre-rendered page is hydrated', async () => {
    render(
      <HydratesPreRenderedPageProvider value>
        <main>Page</main>
        <HydrateLater>
          <nav aria-label="Menu" />
        </HydrateLater>
      </HydratesPreRenderedPageProvider>,
    );
    expect(screen.getByRole('main')).toHaveTextContent('Page');
    expect(screen.queryByRole('navigation', { name: 'Menu' })).not.toBeInTheDocument();
    expect(await screen.findByRole('navigation', { name: 'Menu' })).toBeInTheDocument();
  });
});
