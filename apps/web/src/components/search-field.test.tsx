import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SearchField } from './search-field';
import { DEBOUNCE_MS as SEARCH_DEBOUNCE_MS } from './use-debounced-draft';

/** Keeps the search the way a caller does; `delay` stands for a slow one, such as the address. */
function Harness({ onSearch, delay = 0 }: { onSearch: (search: string) => void; delay?: number }) {
  const [search, setSearch] = useState('');
  return (
    <>
      <SearchField
        label="Search"
        value={search}
        onSearch={(next) => {
          onSearch(next);
          setTimeout(() => setSearch(next), delay);
        }}
      />
      <button type="button" onClick={() => setSearch('from a link')}>
        follow a link
      </button>
    </>
  );
}

const box = () => screen.getByRole('searchbox', { name: 'Search' });
const type = (text: string) => fireEvent.change(box(), { target: { value: text } });
// A block body, so act runs synchronously (a callback that returns a value makes it a promise).
const pause = (ms = SEARCH_DEBOUNCE_MS) =>
  act(() => {
    vi.advanceTimersByTime(ms);
  });

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('the search field', () => {
  it('reports the trimmed text once typing pauses, and only when it changed', () => {
    const onSearch = vi.fn();
    render(<Harness onSearch={onSearch} />);
    expect(screen.getByRole('search')).toContainElement(box());
    type('st');
    pause(SEARCH_DEBOUNCE_MS - 1);
    type('stems ');
    pause();
    expect(onSearch.mock.calls).toEqual([['stems']]);
    pause();
    type('stems');
    pause();
    expect(onSearch).toHaveBeenCalledTimes(1);
    expect(box()).toHaveValue('stems');
  });

  it('shows a search changed from outside', () => {
    render(<Harness onSearch={vi.fn()} />);
    type('stems');
    act(() => screen.getByRole('button', { name: 'follow a link' }).click());
    expect(box()).toHaveValue('from a link');
  });

  it('keeps what was typed after its own search was reported', () => {
    const onSearch = vi.fn();
    render(<Harness onSearch={onSearch} delay={100} />);
    type('roy');
    pause();
    type('royal');
    // The reported "roy" reaches the caller only now, while "royal" is in the box.
    pause(100);
    expect(box()).toHaveValue('royal');
    pause();
    expect(onSearch.mock.calls).toEqual([['roy'], ['royal']]);
  });
});
