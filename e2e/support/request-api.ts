import type { Page } from '@playwright/test';
import type { ClientRequest, Envelope, Tokens } from '@cuebrief/shared';
import { expect } from '../fixtures';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Calls the request API (`/users/v1/request…`) as `tokens`' account and answers the envelope's
 * data; any answer but 200 fails the test with the API's message.
 */
export async function requestApi<T>(
  page: Page,
  tokens: Tokens,
  method: 'get' | 'post',
  path: string,
  options: { data?: object; multipart?: Record<string, unknown> } = {},
): Promise<T> {
  const response = await page.request[method](`/users/v1/request${path}`, {
    headers: { authorization: `Bearer ${tokens.accessToken}` },
    ...(options.data ? { data: options.data } : {}),
    ...(options.multipart ? { multipart: options.multipart as never } : {}),
  });
  const body = (await response.json()) as Envelope<T>;
  expect(response.status(), `${method} ${path}: ${body.status.message}`).toBe(200);
  return body.data;
}

/**
 * The client posts a brief through the API (the wizard has its own journey): a 30-second
 * advertising cue, electronic and uplifting, at 100–124 BPM, due in 30 days, unless `fields`
 * say otherwise.
 */
export function postBrief(
  page: Page,
  tokens: Tokens,
  fields: Record<string, unknown>,
): Promise<ClientRequest> {
  return requestApi<ClientRequest>(page, tokens, 'post', '/client/request', {
    data: {
      name: 'Ava Northlight',
      duty: ['Music supervisor'],
      email: 'ava@northlight.example',
      budget: 3000,
      deadline: new Date(Date.now() + 30 * DAY_MS).toISOString().slice(0, 10),
      category: ['Advertising'],
      length: ['30 seconds'],
      genre: ['Electronic'],
      mood: ['Uplifting'],
      tempo: [100, 124],
      ...fields,
    },
  });
}
