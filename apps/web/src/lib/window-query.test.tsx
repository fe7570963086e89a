import { useQueryClient } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ShowMore } from '../components/paged-list/show-more';
import { apiResponse, fakeApi, windowResponse, type FakeRequest } from '../test/fake-api';
import { renderApp } from '../test/render';
import { updateWindowItems, useWindowedList } from './window-query';

type Item = { id: string; counts: boolean };
const KEY = ['things'];
const PATH = '/users/v1/request/things';
const itemsOf = (count: number): Item[] =>
  Array.from({ length: count }, (_, i) => ({ id: `item-${i + 1}`, counts: true }));

/** A list of things on the app's windowed hook, with its foot and a way to change one item. */
function Things({
  countOf,
  idOf,
}: {
  countOf?: (items: readonly Item[]) => number;
  idOf?: boolean;
}) {
  const list = useWindowedList<Item>({
    key: KEY,
    path: PATH,
    query: { scope: 'mine', empty: '' },
    countOf,
    idOf: idOf ? (item) => item.id : undefined,
  });
  const queryClient = useQueryClient();
  const uncountFirst = () =>
    updateWindowItems<Item>(queryClient, KEY, (items) =>
      items.map((item) => (item.id === 'item-1' ? { ...item, counts: false } : item)),
    );
  return (
    <>
      <ul>
        {list.items.map((item) => (
          <li key={item.id}>{`${item.id}${item.counts ? '' : ' (left)'}`}</li>
        ))}
      </ul>
      <button onClick={uncountFirst}>Leave the first</button>
      <ShowMore list={list} />
    </>
  );
}

/** A server of `items` a window at a time; without `withTotal`, no X-Total-Count. */
function thingsApi(answer: (query: URLSearchParams) => Response) {
  const windows: Record<string, string>[] = [];
  const api = fakeApi('Client', ({ path, query }: FakeRequest) => {
    if (path !== PATH) return undefined;
    windows.push(Object.fromEntries(query));
    return answer(query);
  });
  return { ...api, windows };
}
const withoutTotal = (items: Item[]) => (query: URLSearchParams) => {
  const offset = Number(query.get('offset'));
  return apiResponse(200, items.slice(offset, offset + Number(query.get('limit'))));
};

const shown = () => screen.queryAllByRole('listitem').length;
const showMore = () => userEvent.click(screen.getByRole('button', { name: 'Show more' }));

describe('a list read a window at a time', () => {
  it('asks for the first 50 with its scope, then the next from where it ended', async () => {
    const api = thingsApi((query) => windowResponse(itemsOf(120), query));
    renderApp(<Things />, { api });
    await waitFor(() => expect(shown()).toBe(50));
    expect(screen.getByText('Showing 50 of 120')).toBeVisible();
    await showMore();
    await waitFor(() => expect(shown()).toBe(100));
    await showMore();
    await waitFor(() => expect(shown()).toBe(120));
    // All there: no button, and no line saying how much is shown.
    expect(screen.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
    expect(screen.queryByText(/^Showing/)).not.toBeInTheDocument();
    expect(api.windows).toEqual([
      { scope: 'mine', limit: '50', offset: '0' },
      { scope: 'mine', limit: '50', offset: '50' },
      { scope: 'mine', limit: '50', offset: '100' },
    ]);
  });

  it('shows no foot for a list that fits one window', async () => {
    const api = thingsApi((query) => windowResponse(itemsOf(3), query));
    renderApp(<Things />, { api });
    await waitFor(() => expect(shown()).toBe(3));
    expect(screen.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
    expect(api.windows).toHaveLength(1);
  });

  it('without a total, reads on until an answer holds fewer than it asked for', async () => {
    const api = thingsApi(withoutTotal(itemsOf(100)));
    renderApp(<Things />, { api });
    await waitFor(() => expect(shown()).toBe(50));
    await showMore();
    await waitFor(() => expect(shown()).toBe(100));
    // A full window may be the last: one more, empty, answer says so.
    await showMore();
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument(),
    );
    expect(shown()).toBe(100);
    expect(api.windows.map((window) => window.offset)).toEqual(['0', '50', '100']);
  });

  it('counts what the list counts, so a grouped window starts where the last one ended', async () => {
    // Each answer holds 25 groups of two counted things: 50, as asked.
    const api = thingsApi((query) => {
      const response = apiResponse(
        200,
        itemsOf(25).map((item) => ({
          ...item,
          id: `${item.id}@${query.get('offset')}`,
        })),
      );
      response.headers.set('x-total-count', '150');
      return response;
    });
    renderApp(<Things countOf={(items) => items.length * 2} />, { api });
    await waitFor(() => expect(shown()).toBe(25));
    expect(screen.getByText('Showing 50 of 150')).toBeVisible();
    await showMore();
    await waitFor(() => expect(shown()).toBe(50));
    expect(api.windows.map((window) => window.offset)).toEqual(['0', '50']);
  });

  it('starts the next window after what still counts, and shows an item two windows hold once', async () => {
    let first = true;
    const api = thingsApi((query) => {
      // The list moved between the two reads: the second window repeats the first's last item.
      const offset = Number(query.get('offset')) - (first ? 0 : 1);
      first = false;
      const response = apiResponse(200, itemsOf(80).slice(offset, offset + 50));
      response.headers.set('x-total-count', '80');
      return response;
    });
    renderApp(<Things idOf countOf={(items) => items.filter((item) => item.counts).length} />, {
      api,
    });
    await waitFor(() => expect(shown()).toBe(50));
    // One item the server no longer lists (an unmarked favourite) stays on the page a moment.
    await userEvent.click(screen.getByRole('button', { name: 'Leave the first' }));
    expect(screen.getByText('item-1 (left)')).toBeVisible();
    await showMore();
    await waitFor(() => expect(shown()).toBe(80));
    expect(api.windows.map((window) => window.offset)).toEqual(['0', '49']);
    expect(screen.getAllByText('item-50')).toHaveLength(1);
  });
});
