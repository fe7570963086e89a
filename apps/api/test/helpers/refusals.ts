import { expect } from 'vitest';
import { expectRefusal, type ApiResponse } from './api';
import { countRows } from './row-counts';
import { storedFiles } from './submissions';
import type { TestApp } from './test-app';

/** The rows of every watched table and every stored file: what a refused call must leave. */
export async function everythingStored(t: TestApp) {
  return { rows: await countRows(t.app), files: await storedFiles(t) };
}

/**
 * The call is refused as said (naming `fields`, when given) and changes nothing: no row, no
 * licence or payment, no mail, no stored file, not even a partial one. The answer comes back for
 * a test that reads more of it.
 */
export async function expectRefusedChangingNothing(
  t: TestApp,
  send: () => Promise<ApiResponse>,
  status: number,
  error: string,
  fields?: string[],
): Promise<ApiResponse> {
  const before = await everythingStored(t);
  const response = await send();
  expectRefusal(response, status, error, fields);
  expect(await everythingStored(t)).toEqual(before);
  return response;
}
