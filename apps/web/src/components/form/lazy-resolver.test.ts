import type { Resolver } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { lazyResolver } from './lazy-resolver';

type Values = { email: string };
const options = { fields: {}, shouldUseNativeValidation: false } as Parameters<Resolver<Values>>[2];
const valid: Resolver<Values> = async (values) => ({ values, errors: {} });

describe('lazyResolver', () => {
  it('loads the resolver on the first check only, then checks with it', async () => {
    const load = vi.fn(async () => valid);
    const resolver = lazyResolver(load);
    expect(load).not.toHaveBeenCalled();
    const first = await resolver({ email: 'a@b.example' }, undefined, options);
    await resolver({ email: 'c@d.example' }, undefined, options);
    expect(first).toEqual({ values: { email: 'a@b.example' }, errors: {} });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries the load again after it failed', async () => {
    const load = vi
      .fn<() => Promise<Resolver<Values>>>()
      .mockRejectedValueOnce(new Error('chunk failed'))
      .mockResolvedValue(valid);
    const resolver = lazyResolver(load);
    await expect(resolver({ email: 'a@b.example' }, undefined, options)).rejects.toThrow(
      'chunk failed',
    );
    await expect(resolver({ email: 'a@b.example' }, undefined, options)).resolves.toEqual({
      values: { email: 'a@b.example' },
      errors: {},
    });
    expect(load).toHaveBeenCalledTimes(2);
  });
});
