import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { RedirectProvider, useRedirect } from './redirect';

function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname}${location.search}`}</p>;
}

function Go() {
  const redirect = useRedirect();
  return (
    <button
      type="button"
      onClick={() => redirect('/requests-history', { genre: 'Jazz', page: '2' })}
    >
      go
    </button>
  );
}

describe('the redirect', () => {
  it('navigates to a path with query parameters without a reload', () => {
    const before = window.location.href;
    render(
      <MemoryRouter initialEntries={['/']}>
        <RedirectProvider>
          <Go />
          <Routes>
            <Route path="*" element={<Where />} />
          </Routes>
        </RedirectProvider>
      </MemoryRouter>,
    );
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/$/);
    act(() => screen.getByRole('button', { name: 'go' }).click());
    expect(screen.getByTestId('where')).toHaveTextContent('/requests-history?genre=Jazz&page=2');
    expect(window.location.href).toBe(before);
  });
});
