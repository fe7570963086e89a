import { render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { madeWhenOpened } from './made-when-opened';

/** A stand-in dialog that counts how often it is rendered and says whether it is open. */
const rendered = vi.fn();
function Dialog({ isOpen }: { isOpen: boolean }) {
  rendered();
  return <p>{isOpen ? 'open' : 'closed'}</p>;
}
const Made = madeWhenOpened(Dialog);

beforeEach(() => rendered.mockClear());

describe('a dialog made when first opened', () => {
  it('is not made while it has never been opened', () => {
    const { rerender } = render(<Made isOpen={false} />);
    rerender(<Made isOpen={false} />);
    expect(rendered).not.toHaveBeenCalled();
    expect(screen.queryByRole('paragraph')).toBeNull();
  });

  it('is made on opening, and kept closed afterwards for its transition', () => {
    const { rerender } = render(<Made isOpen={false} />);
    rerender(<Made isOpen />);
    expect(screen.getByText('open')).toBeInTheDocument();
    rerender(<Made isOpen={false} />);
    expect(screen.getByText('closed')).toBeInTheDocument();
  });
});
