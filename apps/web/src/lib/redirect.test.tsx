import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MemoryRouter, Route, Routes, useLocation, useNavigate } from 'react-router';
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

function GoToInbox() {
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => void navigate('/inbox')}>
      inbox
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

  it('does not send a person back to its page when they go on before its flag is cleared', () => {
    render(
      <MemoryRouter initialEntries={['/']}>
        <RedirectProvider>
          <Go />
          <GoToInbox />
          <Routes>
            <Route path="*" element={<Where />} />
          </Routes>
        </RedirectProvider>
      </MemoryRouter>,
    );
    // Both clicks run in one task, so the flag (cleared when the navigation's promise settles)
    // is still set when the second navigation changes the location and `navigate` with it.
    act(() => screen.getByRole('button', { name: 'go' }).click());
    act(() => screen.getByRole('button', { name: 'inbox' }).click());
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/inbox$/);
  });
});
