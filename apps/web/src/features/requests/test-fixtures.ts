import {
  VOCABULARIES,
  type ClientRequest,
  type ComposerRequest,
  type Profile,
  type Vocabularies,
} from '@cuebrief/shared';
import { apiResponse, fakeApi, pageOf, uuidOf } from '../../test/fake-api';

/** GET /vocabularies as the API answers it: the shared word lists. */
export const vocabularies: Vocabularies = Object.fromEntries(
  Object.entries(VOCABULARIES).map(([name, words]) => [name, [...words]]),
) as Vocabularies;

/** A brief of the demo's kind, open until `deadline`. */
export function clientRequestOf(n: number, changes: Partial<ClientRequest> = {}): ClientRequest {
  const deadline = changes.deadline ?? '2026-12-01';
  return {
    id: uuidOf(500 + n),
    state: 'open',
    title: `Trailer · 60 seconds · Cinematic ${n}`,
    budget: 2500,
    deadline,
    closesAt: `${deadline}T23:59:59.999Z`,
    category: ['Trailer'],
    length: ['60 seconds'],
    genre: ['Cinematic', 'Orchestral'],
    mood: ['Epic', 'Tense'],
    keywords: ['braams', 'rise'],
    instrumentation: ['Strings', 'Percussion'],
    tempo: [90, 120],
    key: ['D minor'],
    soundLike: 'Hans Zimmer, Inception',
    references: ['https://video.example/ref-1'],
    trailerizationOf: null,
    brief: 'A rising trailer cue for a sci-fi film.\nBig hits at the end.',
    createdAt: '2026-11-20T09:00:00.000Z',
    name: 'Ava Morgan',
    duty: ['Music supervisor'],
    email: 'ava@northlight.example',
    phone: '+44 20 7946 0000',
    submissionsCount: 0,
    closedAt: null,
    licensedAt: null,
    ...changes,
  };
}

/** The same brief as a composer reads it: the agency's name instead of the contact. */
export function composerRequestOf(
  n: number,
  changes: Partial<ComposerRequest> = {},
): ComposerRequest {
  const brief: Record<string, unknown> = { ...clientRequestOf(n) };
  const clientsOnly = [
    'name',
    'duty',
    'email',
    'phone',
    'submissionsCount',
    'closedAt',
    'licensedAt',
  ];
  for (const field of clientsOnly) {
    delete brief[field];
  }
  return {
    ...(brief as Omit<ComposerRequest, 'agencyName'>),
    agencyName: 'Northlight Agency',
    ...changes,
  };
}

/** The client the wizard prefills from. */
export const ava = (profile: Profile): Profile => ({
  ...profile,
  firstName: 'Ava',
  lastName: 'Morgan',
  email: 'ava@northlight.example',
  phone: '+44 20 7946 0000',
  duty: 'Music Supervisor',
});

/** Does an open request match a composer's filters, as the API reads them? */
function matchesFilters(request: ComposerRequest, query: URLSearchParams): boolean {
  const word = (name: 'genre' | 'mood' | 'category') =>
    !query.get(name) || request[name].includes(query.get(name) ?? '');
  const tempoMin = Number(query.get('tempoMin') ?? 0);
  const tempoMax = Number(query.get('tempoMax') ?? Infinity);
  const before = query.get('deadlineBefore');
  const search = query.get('search')?.toLowerCase() ?? '';
  return (
    word('genre') &&
    word('mood') &&
    word('category') &&
    request.tempo[1] >= tempoMin &&
    request.tempo[0] <= tempoMax &&
    (!before || request.deadline <= before) &&
    `${request.title} ${request.brief}`.toLowerCase().includes(search)
  );
}

/**
 * A tiny requests server for `role`: a client's own requests (listed by state, read, closed)
 * or the open requests composers browse (filtered and paged like the API). The first
 * `failures` list calls fail; `lists` records the query of every list call.
 */
export function requestsApi(
  role: 'Client' | 'Composer',
  options: { own?: ClientRequest[]; open?: ComposerRequest[]; failures?: number } = {},
) {
  let own = [...(options.own ?? [])];
  const open = options.open ?? [];
  let toFail = options.failures ?? 0;
  const lists: URLSearchParams[] = [];
  const api = fakeApi(role, ({ method, path, query }) => {
    if (path.endsWith('/request/vocabularies')) return apiResponse(200, vocabularies);
    if (path.endsWith('/client/requests') || path.endsWith('/composer/requests')) {
      lists.push(query);
      if (toFail-- > 0) {
        return apiResponse(500, null, {
          message: 'Something went wrong.',
          error: 'INTERNAL_ERROR',
        });
      }
      if (path.endsWith('/composer/requests')) {
        return apiResponse(
          200,
          pageOf(
            open.filter((r) => matchesFilters(r, query)),
            query,
          ),
        );
      }
      const state = query.get('state');
      return apiResponse(
        200,
        own.filter((r) => !state || r.state === state),
      );
    }
    const [, kind, id, action] =
      path.match(/\/(client|composer)\/request\/([^/]+)(\/close)?$/) ?? [];
    const found = kind === 'client' ? own.find((r) => r.id === id) : open.find((r) => r.id === id);
    if (!found) return undefined;
    if (action && method === 'POST') {
      if (found.state !== 'open') {
        return apiResponse(409, null, {
          message: 'This request is not open.',
          error: 'INVALID_STATE',
        });
      }
      const closed = {
        ...(found as ClientRequest),
        // As the API does: a licensed brief ends fulfilled.
        state: (found as ClientRequest).licensedAt ? ('fulfilled' as const) : ('closed' as const),
        closedAt: '2026-11-21T10:00:00.000Z',
        closesAt: '2026-11-21T10:00:00.000Z',
      };
      own = own.map((r) => (r.id === id ? closed : r));
      return apiResponse(200, closed, { message: 'Request closed' });
    }
    return apiResponse(200, found);
  });
  return { ...api, lists };
}
