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

  it.each([
    ['success', 'UPDATE PROFILE SUCCESS', 'SuccessOutlinedIcon'],
    ['error', 'REQUEST NOT FOUND', 'ErrorOutlineIcon'],
    ['info', 'The checkout was cancelled. Nothing was charged.', 'InfoOutlinedIcon'],
    ['warning', 'Saved, but the mail could not be sent.', 'ReportProblemOutlinedIcon'],
  ] as const)('shows a %s toast in its own colour and icon', (severity, description, icon) => {
    render(
      <ToastProvider>
        <Trigger toast={{ severity, description }} />
      </ToastProvider>,
    );
    act(() => screen.getByRole('button', { name: 'show' }).click());
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent(description);
    const colour = `MuiAlert-color${severity[0]?.toUpperCase()}${severity.slice(1)}`;
    expect(alert).toHaveClass(colour);
    // The icon says the severity to those who do not tell the colours apart.
    expect(alert.querySelector(`[data-testid="${icon}"]`)).not.toBeNull();
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
