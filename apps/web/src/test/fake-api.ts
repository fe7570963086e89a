import {
  API_PREFIX,
  LIST_DEFAULT_LIMIT,
  type Paged,
  type Profile,
  type Role,
} from '@cuebrief/shared';
import { vi } from 'vitest';

/** An approved account of `role`, as GET /profile answers it. */
export function profileOf(role: Role): Profile {
  return {
    uuid: '00000000-0000-4000-8000-000000000001',
    role,
    status: 'approved',
    email: `${role.toLowerCase()}@test.example`,
    firstName: role,
    lastName: 'Tester',
    phone: null,
    writingAccess: true,
    isSubscriptionEnabled: true,
    trialEndsAt: null,
    pro: null,
    ipiNumber: null,
    signupType: null,
    clientAgencyName: null,
    website: null,
    agencyLocationCity: null,
    agencyLocationCountry: null,
    duty: null,
    notifyNewRequests: role === 'Composer' ? false : null,
    notifyReviewActivity: role === 'Admin' ? null : true,
    secondFactor:
      role === 'Admin' ? { enabled: false, required: false, enrolmentRequired: false } : null,
    colorScheme: null,
    createdAt: '2026-11-21T10:00:00.000Z',
  };
}

/** A JSON answer with any body, for tests of how the client reads what the server sends. */
export const jsonResponse = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** An answer in the API's envelope: `data`, and the status with its message, code and fields. */
export const apiResponse = (
  status: number,
  data: unknown,
  meta: { message?: string; error?: string; fields?: { field: string; message: string }[] } = {},
) => jsonResponse(status, { status: { code: status, message: 'OK', ...meta }, data });

/** One call the app made: how, where, with which query and which JSON body. */
export type FakeRequest = {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
};

/** What a fake server answers a call with; `undefined` leaves it to the defaults. */
export type FakeHandler = (
  request: FakeRequest,
) => Response | undefined | Promise<Response | undefined>;

export type FakeApi = ReturnType<typeof fakeApi>;

const PROFILE_PATH = `${API_PREFIX.auth}/profile`;

/**
 * A tiny API for a screen's tests, to stand in for `fetch`. It records every call, lets
 * `handle` answer what the screen needs, answers GET /profile for `role` (401 for a guest)
 * unless `handle` did, and 404 for anything else.
 */
export function fakeApi(role: Role | null, handle: FakeHandler = () => undefined) {
  const requests: FakeRequest[] = [];
  const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    const { pathname, searchParams } = new URL(url, 'http://app.test');
    const request: FakeRequest = {
      method: init?.method ?? 'GET',
      path: pathname,
      query: searchParams,
      body: init?.body ? JSON.parse(String(init.body)) : undefined,
    };
    requests.push(request);
    const answer = await handle(request);
    if (answer) return answer;
    if (pathname === PROFILE_PATH) {
      return role
        ? apiResponse(200, profileOf(role))
        : apiResponse(401, null, { message: 'Please log in', error: 'UNAUTHENTICATED' });
    }
    return apiResponse(404, null, { message: 'Not found.', error: 'NOT_FOUND' });
  });
  return {
    role,
    requests,
    /** Every call as "METHOD /path?query", in order. */
    calls: () =>
      requests.map(({ method, path, query }) => {
        const search = String(query);
        return `${method} ${path}${search ? `?${search}` : ''}`;
      }),
    fetch: fetchMock as unknown as typeof fetch,
  };
}

/** A window of a list as the app asks for it, in the query (docs/contracts.md#bounded-lists). */
export const windowQuery = (limit: number, offset = 0) => ({
  limit: String(limit),
  offset: String(offset),
});

/**
 * The window of `items` a list's `query` asks for (`limit` from `offset`), as the API answers
 * it: the array, and the whole list's length in `X-Total-Count`.
 */
export function windowResponse<T>(items: readonly T[], query: URLSearchParams): Response {
  const offset = Number(query.get('offset') ?? 0);
  const limit = Number(query.get('limit') ?? LIST_DEFAULT_LIMIT);
  const response = apiResponse(200, items.slice(offset, offset + limit));
  response.headers.set('x-total-count', String(items.length));
  return response;
}

/** The page of `items` that `query` asks for (`page`, and `pageSize` unless given), as the API pages. */
export function pageOf<T>(
  items: readonly T[],
  query: URLSearchParams,
  pageSize = Number(query.get('pageSize')),
): Paged<T> {
  const page = Number(query.get('page'));
  return {
    data: items.slice((page - 1) * pageSize, page * pageSize),
    page,
    pageSize,
    total: items.length,
  };
}

/**
 * A fake admin server for one paged list at the path ending in `end`: it keeps the items that
 * `matches` the call's query, pages them like the API, and fails the first `failures` calls.
 * `lists` records the query of every list call.
 */
export function fakeListApi<T>(
  end: string,
  items: readonly T[],
  matches: (item: T, query: URLSearchParams) => boolean,
  failures = 0,
) {
  const lists: URLSearchParams[] = [];
  let toFail = failures;
  const api = fakeApi('Admin', ({ path, query }) => {
    if (!path.endsWith(end)) return undefined;
    lists.push(query);
    if (toFail-- > 0) return apiResponse(500, null);
    return apiResponse(
      200,
      pageOf(
        items.filter((item) => matches(item, query)),
        query,
      ),
    );
  });
  return { ...api, lists };
}

/** A valid, distinct id for the n-th thing a test makes. */
export const uuidOf = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
