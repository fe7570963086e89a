import { act, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEBOUNCE_MS } from '../../components/use-debounced-draft';
import { renderApp } from '../../test/render';
import { NumberFilterField } from './number-filter-field';

/** Keeps the filter as the address does: `onCommit` sees each value applied. */
function Harness({ initial = '', onCommit }: { initial?: string; onCommit: (v: string) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <NumberFilterField
      label="Tempo from (BPM)"
      value={value}
      min={40}
      max={300}
      onCommit={(next) => {
        onCommit(next);
        setValue(next);
      }}
    />
  );
}

const box = () => screen.getByRole('spinbutton', { name: 'Tempo from (BPM)' });
const type = (text: string) => fireEvent.change(box(), { target: { value: text } });
const pause = () =>
  act(() => {
    vi.advanceTimersByTime(DEBOUNCE_MS);
  });

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('a number filter', () => {
  it('applies a number once typing pauses, without leaving the box', () => {
    const onCommit = vi.fn();
    renderApp(<Harness onCommit={onCommit} />);
    type('1');
    type('12');
    type('120');
    expect(onCommit).not.toHaveBeenCalled();
    pause();
    expect(onCommit.mock.calls).toEqual([['120']]);
    fireEvent.blur(box());
    expect(onCommit).toHaveBeenCalledTimes(1);
  });

  it('applies at once on Enter', () => {
    const onCommit = vi.fn();
    renderApp(<Harness onCommit={onCommit} />);
    type('96');
    fireEvent.keyDown(box(), { key: 'Enter' });
    expect(onCommit.mock.calls).toEqual([['96']]);
  });

  it('does not apply a number out of range, and says so', () => {
    const onCommit = vi.fn();
    renderApp(<Harness onCommit={onCommit} />);
    type('500');
    pause();
    fireEvent.blur(box());
    expect(onCommit).not.toHaveBeenCalled();
    expect(box()).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('From 40 to 300: not applied')).toBeVisible();
    type('');
    pause();
    expect(screen.queryByText('From 40 to 300: not applied')).not.toBeInTheDocument();
  });

  it('says a number out of range in the address is not applied', () => {
    renderApp(<Harness initial="500" onCommit={vi.fn()} />);
    expect(box()).toHaveValue(500);
    expect(screen.getByText('From 40 to 300: not applied')).toBeVisible();
  });
});
