import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startEarlyCall } from '../../../lib/early-calls';
import { usePlacements } from './placements';
import { placementsListUrl } from './showcase-call';

/** An answer in the API's envelope (docs/contracts.md). */
const answer = (data: unknown, status = 200) =>
  Response.json({ status: { code: status, message: 'OK' }, data }, { status });

function renderPlacements(limit: number) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return renderHook(() => usePlacements(limit), { wrapper });
}

afterEach(() => vi.restoreAllMocks());

describe('usePlacements after a guest entry started the call', () => {
  it('takes the started call instead of asking again', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockResolvedValueOnce(answer([{ id: 'early' }]));
    void startEarlyCall(placementsListUrl(3));
    const { result } = renderPlacements(3);
    await waitFor(() => expect(result.current.data).toEqual([{ id: 'early' }]));
    expect(fetchSpy).toHaveBeenCalledTimes(1);
  });

  it('asks again through the client when the started call failed', async () => {
    const fetchSpy = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValueOnce(answer(null, 503))
      .mockResolvedValueOnce(answer([{ id: 'again' }]));
    void startEarlyCall(placementsListUrl(3));
    const { result } = renderPlacements(3);
    await waitFor(() => expect(result.current.data).toEqual([{ id: 'again' }]));
    expect(fetchSpy).toHaveBeenCalledTimes(2);
  });
});
