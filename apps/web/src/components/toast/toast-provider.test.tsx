import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider, useToast, type Toast } from './toast-provider';

function Trigger({ toast }: { toast: Toast }) {
  const showToast = useToast();
  return (
    <button type="button" onClick={() => showToast(toast)}>
      show
    </button>
  );
}

afterEach(() => vi.useRealTimers());

describe('the toast', () => {
  it('shows severity, description and a custom block, and closes itself after 2000 ms', () => {
    vi.useFakeTimers();
    render(
      <ToastProvider>
        <Trigger
          toast={{
            severity: 'success',
            description: 'UPDATE PROFILE SUCCESS',
            custom: <a href="/x">Open</a>,
          }}
        />
      </ToastProvider>,
    );
    act(() => screen.getByRole('button', { name: 'show' }).click());
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('UPDATE PROFILE SUCCESS');
    expect(alert).toHaveClass('MuiAlert-colorSuccess');
    expect(screen.getByRole('link', { name: 'Open' })).toBeVisible();

    act(() => {
      vi.advanceTimersByTime(1900);
    });
    expect(screen.getByRole('alert')).toBeVisible();
    // At 2000 ms it starts to leave; the exit animation then runs on timers of its own.
    act(() => {
      vi.advanceTimersByTime(100);
    });
    act(() => {
      vi.advanceTimersByTime(500);
    });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('can be closed by hand', () => {
    vi.useFakeTimers();
    render(
      <ToastProvider>
        <Trigger toast={{ severity: 'error', description: 'Login is failed' }} />
      </ToastProvider>,
    );
    act(() => screen.getByRole('button', { name: 'show' }).click());
    expect(screen.getByRole('alert')).toHaveClass('MuiAlert-colorError');
    act(() => screen.getByRole('button', { name: 'Close notification' }).click());
    act(() => {
      vi.advanceTimersByTime(500);
    });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
