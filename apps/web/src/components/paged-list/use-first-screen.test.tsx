import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useFirstScreen } from './use-first-screen';

/** A list of numbered lines, the first two a screen. */
function Lines({ count }: { count: number }) {
  const lines = Array.from({ length: count }, (_, i) => `Line ${i + 1}`);
  const rendered = useFirstScreen(lines, 2);
  return (
    <ul>
      {rendered.map((line) => (
        <li key={line}>{line}</li>
      ))}
    </ul>
  );
}

const shown = () => screen.queryAllByRole('listitem').map((item) => item.textContent);

describe('a list’s first screen before the rest', () => {
  it('renders the first screen’s items, then the others after that frame', async () => {
    render(<Lines count={5} />);
    expect(shown()).toEqual(['Line 1', 'Line 2']);
    await waitFor(() => expect(shown()).toHaveLength(5));
  });

  it('cuts the list when its items first come, not while it is empty', async () => {
    const { rerender } = render(<Lines count={0} />);
    expect(shown()).toEqual([]);
    rerender(<Lines count={4} />);
    expect(shown()).toEqual(['Line 1', 'Line 2']);
    await waitFor(() => expect(shown()).toHaveLength(4));
  });

  it('renders whole from then on: a longer list is never cut again', async () => {
    const { rerender } = render(<Lines count={3} />);
    await waitFor(() => expect(shown()).toHaveLength(3));
    rerender(<Lines count={8} />);
    expect(shown()).toHaveLength(8);
  });
});
