import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmDialog } from './confirm-dialog';

describe('ConfirmDialog', () => {
  it('shows title, content and a close button; closing calls the close callback', async () => {
    const onClose = vi.fn();
    render(
      <ConfirmDialog isOpen title="Accept Nina?" onClose={onClose}>
        Nina becomes a composer.
      </ConfirmDialog>,
    );
    expect(screen.getByRole('dialog', { name: 'Accept Nina?' })).toBeVisible();
    expect(screen.getByText('Nina becomes a composer.')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Confirm' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('offers Cancel and Confirm when there is an action', async () => {
    const onConfirm = vi.fn();
    const onClose = vi.fn();
    render(
      <ConfirmDialog isOpen title="Delete?" onConfirm={onConfirm} onClose={onClose}>
        Gone for good.
      </ConfirmDialog>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('offers Reject instead of Cancel when a reject handler is given', async () => {
    const onReject = vi.fn();
    render(
      <ConfirmDialog isOpen title="Decide" onConfirm={vi.fn()} onReject={onReject}>
        Accept or reject.
      </ConfirmDialog>,
    );
    expect(screen.queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Reject' }));
    expect(onReject).toHaveBeenCalledTimes(1);
  });

  it('replaces Confirm with a spinner while loading', () => {
    render(
      <ConfirmDialog isOpen title="Saving" onConfirm={vi.fn()} isLoading>
        Please wait.
      </ConfirmDialog>,
    );
    expect(screen.queryByRole('button', { name: 'Confirm' })).not.toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Loading…' })).toBeVisible();
  });
});
