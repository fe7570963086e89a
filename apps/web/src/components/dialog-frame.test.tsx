import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { stubScreenWidth } from '../test/screen-width';
import { DialogFrame, type DialogDismissal, type DialogFrameProps } from './dialog-frame';

/** The backdrop MUI draws behind an open dialog (no role of its own). */
const backdrop = () => document.querySelector<HTMLElement>('.MuiBackdrop-root')!;

function renderFrame(
  props: { dismissal?: DialogDismissal; onSubmit?: DialogFrameProps['onSubmit'] } = {},
) {
  const onClose = vi.fn();
  render(
    <DialogFrame
      title="Share Summer spots"
      onClose={onClose}
      actions={<button type="submit">Create</button>}
      {...props}
    >
      <label>
        Label
        <input />
      </label>
    </DialogFrame>,
  );
  return onClose;
}

describe('DialogFrame', () => {
  it('is labelled by its title and closed by its cross, Escape and the backdrop', async () => {
    const onClose = renderFrame();
    const dialog = screen.getByRole('dialog', { name: 'Share Summer spots' });
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    fireEvent.keyDown(dialog, { key: 'Escape' });
    fireEvent.click(backdrop());
    expect(onClose).toHaveBeenCalledTimes(3);
  });

  it('keeps its dialog through a click on the backdrop when told, not through the cross or Escape', async () => {
    const onClose = renderFrame({ dismissal: 'not-by-backdrop' });
    fireEvent.click(backdrop());
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('cannot be dismissed at all, and shows no cross, while told so', () => {
    const onClose = renderFrame({ dismissal: 'none' });
    expect(screen.queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
    fireEvent.click(backdrop());
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(onClose).not.toHaveBeenCalled();
  });

  it('is a form with onSubmit: Enter in a field sends it', async () => {
    const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    renderFrame({ onSubmit });
    await userEvent.type(screen.getByRole('textbox', { name: 'Label' }), 'Nina{Enter}');
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('fills a phone screen below its breakpoint and floats above it', () => {
    stubScreenWidth(390);
    const { unmount } = render(
      <DialogFrame title="History" onClose={() => {}} fullScreenBelow="sm">
        Steps
      </DialogFrame>,
    );
    const paperOf = () => screen.getByRole('dialog').closest('.MuiDialog-paper')!;
    expect(paperOf()).toHaveClass('MuiDialog-paperFullScreen');
    unmount();
    stubScreenWidth(1280);
    render(
      <DialogFrame title="History" onClose={() => {}} fullScreenBelow="sm">
        Steps
      </DialogFrame>,
    );
    expect(paperOf()).not.toHaveClass('MuiDialog-paperFullScreen');
  });
});
