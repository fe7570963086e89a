import { randomUUID } from 'node:crypto';
import { asc } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  albums,
  contactMessages,
  placements,
  questions,
  refreshTokens,
  requests,
  sessions,
  users,
} from '../../src/db/schema';
import {
  AUDIO_UPLOAD_SHAPE,
  IMAGE_UPLOAD_SHAPE,
  STEMS_UPLOAD_SHAPE,
} from '../../src/modules/audio/audio-uploads';
import type { UploadShape } from '../../src/plugins/multipart';
import { addressSequence } from '../helpers/addresses';
import { call, expectRefusal, namedFields, type ApiResponse } from '../helpers/api';
import { TEST_PASSWORD, createAccount, logIn, loginAs, type SignedIn } from '../helpers/accounts';
import { useEveryRole } from '../helpers/every-role';
import { REQUEST, REQUIRED_BRIEF_FIELDS, briefBody } from '../helpers/requests';
import { albumOf, placementBody, trackInfo } from '../helpers/catalogue';
import { multipartBody, multipartStream, type FormPart } from '../helpers/multipart';
import { routesWithJsonText, stringQueryParameters } from '../helpers/openapi-text-fields';
import { countRows } from '../helpers/row-counts';
import { everythingStored } from '../helpers/refusals';
import { multipartFraming, sendByHand } from '../helpers/hand-sent';
import {
  infoPart,
  openRequestOf,
  storedFiles,
  submissionForm,
  submittedAudio,
  wavPart,
} from '../helpers/submissions';
import { useTestApp } from '../helpers/test-app';

const AUTH = '/users/v1/auth';
const TICKETS = '/tickets/v1';
const ONE_MB_STRING = 'x'.repeat(1_000_000);
const OVER_ONE_MIB = 1024 * 1024 + 1024;

const t = useTestApp();
const signedIn = useEveryRole(t);
const nextAddress = addressSequence(2);

type Send = { body?: unknown; payload?: string; headers?: Record<string, string> };

/**
 * One JSON-body route, with a body it would accept. Most bodies are all strings; the request
 * brief also has numbers and lists.
 */
type Route = {
  name: string;
  method: 'POST' | 'PUT';
  url: string;
  validBody: () => Record<string, unknown>;
  token?: () => string;
};

function sendTo(route: Route, send: Send): Promise<ApiResponse> {
  return call(t.app, route.method, route.url, {
    ...send,
    token: route.token?.(),
    remoteAddress: nextAddress(),
  });
}

/** Everything a refused request must leave alone: rows, accounts, passwords, sessions, questions. */
async function snapshot() {
  const db = t.app.database.db;
  return {
    counts: await countRows(t.app),
    users: await db.select().from(users).orderBy(asc(users.id)),
    refreshTokens: await db.select().from(refreshTokens).orderBy(asc(refreshTokens.id)),
    sessions: await db.select().from(sessions).orderBy(asc(sessions.id)),
    contactMessages: await db.select().from(contactMessages).orderBy(asc(contactMessages.id)),
    questions: await db.select().from(questions).orderBy(asc(questions.id)),
    requests: await db.select().from(requests).orderBy(asc(requests.id)),
    albums: await db.select().from(albums).orderBy(asc(albums.id)),
    placements: await db.select().from(placements).orderBy(asc(placements.id)),
  };
}

/** Sends a bad request and checks the refusal and that nothing at all changed. */
async function expectRefusedWithoutEffect(
  route: Route,
  send: Send,
  statusCode: number,
  error: string,
): Promise<ApiResponse> {
  const before = await snapshot();
  const profileBefore = route.token ? await ownProfile(route.token()) : undefined;
  const response = await sendTo(route, send);
  expectRefusal(response, statusCode, error);
  expect(await snapshot()).toEqual(before);
  if (route.token) expect(await ownProfile(route.token())).toEqual(profileBefore);
  return response;
}

async function ownProfile(token: string) {
  const response = await call(t.app, 'GET', `${AUTH}/profile`, { token });
  expect(response.statusCode).toBe(200);
  return response.body.data;
}

const asJson = (payload: string): Send => ({
  payload,
  headers: { 'content-type': 'application/json' },
});

// The accounts the routes act on; set up before the tests run.
let loginAccount: { email: string };
let sessionToRefresh: string;
let sessionToEnd: string;
let passwordOwner: SignedIn;
let questionToAnswer: { id: string };
let requestToAnswer: { id: string };
let audioToReactTo: { id: string };
let albumToChange: { id: string };

beforeAll(async () => {
  loginAccount = await createAccount(t.app, 'Client');
  const refreshOwner = await createAccount(t.app, 'Composer');
  sessionToRefresh = (await logIn(t.app, refreshOwner.email)).refreshToken;
  sessionToEnd = (await logIn(t.app, refreshOwner.email)).refreshToken;
  passwordOwner = await loginAs(t.app, 'Client');
  questionToAnswer = await t.app.services.tickets.askQuestion({
    name: 'Hannah Cole',
    email: 'hannah@brightwater.example',
    question: 'How do I write a brief that composers can work with?',
    audience: 'agency',
  });
  requestToAnswer = await openRequestOf(t, signedIn.Client.accessToken);
  ({ audio: audioToReactTo } = await submittedAudio(t, {
    client: signedIn.Client.accessToken,
    composer: signedIn.Composer.accessToken,
  }));
  albumToChange = await albumOf(t.app, signedIn.Admin.accessToken, { title: 'Before' });
});

// Each valid body would succeed, and write something, if a bad variant of it slipped through.
const routes: Route[] = [
  {
    name: 'POST /login',
    method: 'POST',
    url: `${AUTH}/login`,
    validBody: () => ({ email: loginAccount.email, password: TEST_PASSWORD }),
  },
  {
    name: 'POST /refresh-token',
    method: 'POST',
    url: `${AUTH}/refresh-token`,
    validBody: () => ({ refreshToken: sessionToRefresh }),
  },
  {
    name: 'POST /logout',
    method: 'POST',
    url: `${AUTH}/logout`,
    validBody: () => ({ refreshToken: sessionToEnd }),
  },
  {
    name: 'POST /register/composer',
    method: 'POST',
    url: `${AUTH}/register/composer`,
    validBody: () => ({
      email: 'new-composer@test.example',
      password: 'a long enough password',
      firstName: 'Nadia',
      lastName: 'Boulanger',
      pro: 'SACEM',
      ipiNumber: '123456789',
      signupType: 'individual',
    }),
  },
  {
    name: 'POST /register/client',
    method: 'POST',
    url: `${AUTH}/register/client`,
    validBody: () => ({
      email: 'new-client@test.example',
      password: 'a long enough password',
      firstName: 'Mary',
      lastName: 'Wells',
      phone: '+1 212 555 0100',
      clientAgencyName: 'Wells Rich Greene',
      website: 'https://wrg.example',
      agencyLocationCity: 'New York',
      agencyLocationCountry: 'United States',
      duty: 'Founder',
    }),
  },
  {
    name: 'PUT /update-profile (composer)',
    method: 'PUT',
    url: `${AUTH}/update-profile`,
    token: () => signedIn.Composer.accessToken,
    validBody: () => ({
      firstName: 'Changed',
      lastName: 'Changed',
      phone: '+44 20 7946 0000',
      pro: 'PRS',
      ipiNumber: '98765432101',
    }),
  },
  {
    name: 'PUT /update-profile (client)',
    method: 'PUT',
    url: `${AUTH}/update-profile`,
    token: () => signedIn.Client.accessToken,
    validBody: () => ({
      firstName: 'Changed',
      lastName: 'Changed',
      phone: '+44 20 7946 0000',
      clientAgencyName: 'Changed Agency',
      website: 'https://changed.example',
      agencyLocationCity: 'Bristol',
      agencyLocationCountry: 'United Kingdom',
      duty: 'Producer',
    }),
  },
  {
    name: 'PUT /change-password',
    method: 'PUT',
    url: `${AUTH}/change-password`,
    token: () => passwordOwner.accessToken,
    validBody: () => ({ currentPassword: TEST_PASSWORD, newPassword: 'a brand new password' }),
  },
  {
    name: 'POST /contact-us',
    method: 'POST',
    url: `${AUTH}/contact-us`,
    validBody: () => ({
      firstName: 'Priya',
      lastName: 'Shah',
      email: 'priya@lumenfilms.example',
      subject: 'Music for a 30-second spot',
      message: 'How quickly do composers usually answer a brief?',
    }),
  },
  {
    name: 'POST /question',
    method: 'POST',
    url: `${TICKETS}/question`,
    validBody: () => ({
      name: 'Daniel Osei',
      email: 'daniel@kitefilms.example',
      question: 'Can we listen to every submission before we pay?',
      audience: 'agency',
    }),
  },
  {
    name: 'PUT /question/:id/answer',
    method: 'PUT',
    // The question is asked before the tests run, so its address is known only then.
    get url() {
      return `${TICKETS}/question/${questionToAnswer.id}/answer`;
    },
    token: () => signedIn.Admin.accessToken,
    // The first answer mails the asker, so an answer that slipped through would show.
    validBody: () => ({ answer: 'Say where the music sits and what it has to do.' }),
  },
  {
    name: 'POST /client/request',
    method: 'POST',
    url: `${REQUEST}/client/request`,
    token: () => signedIn.Client.accessToken,
    // Every field of the payload, the optional ones too, so each is tried.
    validBody: () => briefBody(t.clock),
  },
  {
    name: 'POST /composer/submit/:id',
    method: 'POST',
    get url() {
      return `${REQUEST}/composer/submit/${requestToAnswer.id}`;
    },
    token: () => signedIn.Composer.accessToken,
    validBody: () => submissionForm(),
  },
  {
    name: 'POST /client/audio-favorite',
    method: 'POST',
    url: `${REQUEST}/client/audio-favorite`,
    token: () => signedIn.Client.accessToken,
    validBody: () => ({ audioId: audioToReactTo.id, isFavorite: true, audioType: 'submission' }),
  },
  {
    name: 'POST /client/audio-review',
    method: 'POST',
    url: `${REQUEST}/client/audio-review`,
    token: () => signedIn.Client.accessToken,
    validBody: () => ({ price: 250, audioType: 'submission', audioId: audioToReactTo.id }),
  },
  {
    name: 'POST /add/album',
    method: 'POST',
    url: `${REQUEST}/add/album`,
    token: () => signedIn.Admin.accessToken,
    validBody: () => ({ title: 'Harbour Lights', description: 'Calm piano.', published: true }),
  },
  {
    name: 'PUT /album/:id',
    method: 'PUT',
    get url() {
      return `${REQUEST}/album/${albumToChange.id}`;
    },
    token: () => signedIn.Admin.accessToken,
    validBody: () => ({ title: 'After', description: 'Changed.', published: false }),
  },
  {
    name: 'POST /placement',
    method: 'POST',
    url: `${REQUEST}/placement`,
    token: () => signedIn.Admin.accessToken,
    validBody: () => ({ ...placementBody() }),
  },
];

/** The fields an empty object lacks: every field that is not optional. */
const requiredFields: Record<string, string[]> = {
  'POST /login': ['email', 'password'],
  'POST /refresh-token': ['refreshToken'],
  'POST /logout': ['refreshToken'],
  'POST /register/composer': ['email', 'password', 'firstName', 'lastName'],
  'POST /register/client': ['email', 'password', 'firstName', 'lastName', 'clientAgencyName'],
  // Every field of a profile change is optional; an empty change is refused as a whole.
  'PUT /update-profile (composer)': ['body'],
  'PUT /update-profile (client)': ['body'],
  'PUT /change-password': ['currentPassword', 'newPassword'],
  'POST /contact-us': ['firstName', 'lastName', 'email', 'subject', 'message'],
  'POST /question': ['name', 'email', 'question', 'audience'],
  'PUT /question/:id/answer': ['answer'],
  'POST /client/request': [...REQUIRED_BRIEF_FIELDS],
  'POST /composer/submit/:id': ['genre', 'mood', 'tempo'],
  'POST /client/audio-favorite': ['audioId', 'isFavorite', 'audioType'],
  'POST /client/audio-review': ['price', 'audioType', 'audioId'],
  'POST /add/album': ['title'],
  'PUT /album/:id': ['title', 'description'],
  'POST /placement': ['title', 'brand', 'media', 'year'],
};

const WRONG_TYPES: [string, unknown][] = [
  ['a number', 42],
  ['a boolean', true],
  ['an array', ['text']],
  ['an object', { text: 'text' }],
  ['null', null],
];

/** A JSON value's kind: a number stands in for a number, a list for a list. */
const kindOf = (value: unknown) =>
  value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value;

describe.each(routes)('$name refuses bad input and changes nothing', (route) => {
  /**
   * Each field of the valid body replaced by `value`: refused, naming exactly that field. A
   * field whose valid value is of the same kind is left out (42 is a fine budget).
   */
  async function expectEachFieldRefused(value: unknown) {
    const valid = route.validBody();
    for (const field of Object.keys(valid)) {
      if (kindOf(valid[field]) === kindOf(value)) continue;
      const response = await expectRefusedWithoutEffect(
        route,
        { body: { ...route.validBody(), [field]: value } },
        400,
        'VALIDATION_FAILED',
      );
      expect(namedFields(response), field).toEqual([field]);
    }
  }

  it('missing fields: {}', async () => {
    const response = await expectRefusedWithoutEffect(
      route,
      { body: {} },
      400,
      'VALIDATION_FAILED',
    );
    expect(namedFields(response).sort()).toEqual([...requiredFields[route.name]!].sort());
  });

  it.each(WRONG_TYPES)('wrong types: %s in place of each field', async (_, value) => {
    await expectEachFieldRefused(value);
  });

  it('empty strings in each field', async () => {
    await expectEachFieldRefused('');
  });

  it('a 1,000,000-character string in each field', async () => {
    await expectEachFieldRefused(ONE_MB_STRING);
  });

  it('a body over 1 MiB: 413 PAYLOAD_TOO_LARGE', async () => {
    const payload = JSON.stringify({ ...route.validBody(), padding: 'x'.repeat(OVER_ONE_MIB) });
    await expectRefusedWithoutEffect(route, asJson(payload), 413, 'PAYLOAD_TOO_LARGE');
  });

  it('unknown fields, named in status.fields', async () => {
    for (const extra of [{ role: 'Admin' }, { isAdmin: true }, { status: 'approved' }]) {
      const response = await expectRefusedWithoutEffect(
        route,
        { body: { ...route.validBody(), ...extra } },
        400,
        'VALIDATION_FAILED',
      );
      expect(namedFields(response)).toEqual(Object.keys(extra));
    }
  });

  it('malformed JSON: 400 MALFORMED_BODY', async () => {
    await expectRefusedWithoutEffect(route, asJson('{"email":'), 400, 'MALFORMED_BODY');
    await expectRefusedWithoutEffect(route, asJson(''), 400, 'MALFORMED_BODY');
  });

  it.each(['text/plain', 'application/x-www-form-urlencoded', 'application/xml'])(
    'a %s body: 415 UNSUPPORTED_MEDIA_TYPE',
    async (contentType) => {
      const body = route.validBody();
      const payload =
        contentType === 'application/x-www-form-urlencoded'
          ? new URLSearchParams(body as Record<string, string>).toString()
          : JSON.stringify(body);
      await expectRefusedWithoutEffect(
        route,
        { payload, headers: { 'content-type': contentType } },
        415,
        'UNSUPPORTED_MEDIA_TYPE',
      );
    },
  );

  it.each([
    ['a JSON array', '[]'],
    ['an array holding the valid body', 'VALID_IN_ARRAY'],
    ['JSON null', 'null'],
    ['a JSON string', '"text"'],
    ['a JSON number', '42'],
  ])('%s as the body: 400 naming the body', async (_, raw) => {
    const payload = raw === 'VALID_IN_ARRAY' ? JSON.stringify([route.validBody()]) : raw;
    const response = await expectRefusedWithoutEffect(
      route,
      asJson(payload),
      400,
      'VALIDATION_FAILED',
    );
    expect(namedFields(response)).toEqual(['body']);
  });

  it('no body at all: 400 naming the body', async () => {
    const response = await expectRefusedWithoutEffect(route, {}, 400, 'VALIDATION_FAILED');
    expect(namedFields(response)).toEqual(['body']);
  });

  it('still accepts its valid body afterwards (the cases above were refused for their input)', async () => {
    const before = await snapshot();
    const response = await sendTo(route, { body: route.validBody() });
    expect(response.statusCode, response.raw).toBe(200);
    expect(response.body.status.code).toBe(200);
    // The valid body writes something, so the snapshots above would have seen a bad one accepted.
    expect(await snapshot()).not.toEqual(before);
  });
});

/** A NUL byte (U+0000): PostgreSQL's text cannot hold it, so it must never get that far. */
const NUL = '\u0000';
const UUID_IN_PATH = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g;

/**
 * A field's value with a NUL after its first character (so trimming cannot drop it), and the
 * field the refusal must name: a list of text gets it in its first item.
 */
function withNul(field: string, value: unknown): { value: unknown; named: string } | undefined {
  const spoil = (text: string) => `${text.slice(0, 1)}${NUL}${text.slice(1)}`;
  if (typeof value === 'string') return { value: spoil(value), named: field };
  if (Array.isArray(value) && typeof value[0] === 'string') {
    return { value: [spoil(value[0]), ...value.slice(1)], named: `${field}.0` };
  }
  return undefined;
}

/** Routes whose strings are all ids or words from a list: those refuse any NUL already. */
const WITHOUT_FREE_TEXT = ['POST /client/audio-favorite', 'POST /client/audio-review'];
const routesWithText = routes.filter((route) => !WITHOUT_FREE_TEXT.includes(route.name));

describe('NUL bytes in JSON bodies', () => {
  // The cases above changed the password owner's password, which ended its sessions.
  beforeAll(async () => {
    passwordOwner = await loginAs(t.app, 'Client');
  });

  it.each(routesWithText)(
    '$name refuses a NUL in each text field, naming it, and changes nothing',
    async (route) => {
      const valid = route.validBody();
      const tried = [];
      for (const [field, value] of Object.entries(valid)) {
        const bad = withNul(field, value);
        if (!bad) continue;
        const response = await expectRefusedWithoutEffect(
          route,
          { body: { ...route.validBody(), [field]: bad.value } },
          400,
          'VALIDATION_FAILED',
        );
        expect(namedFields(response), field).toEqual([bad.named]);
        tried.push(field);
      }
      expect(tried).not.toEqual([]);
    },
  );
});

describe('NUL bytes in query parameters and upload info', () => {
  let submissionId: string;
  let albumId: string;
  let audioId: string;
  beforeAll(async () => {
    const taken = await submittedAudio(t, {
      client: signedIn.Client.accessToken,
      composer: signedIn.Composer.accessToken,
    });
    submissionId = taken.submission.id;
    audioId = taken.audio.id;
    albumId = (await albumOf(t.app, signedIn.Admin.accessToken)).id;
  });

  const TAKE_UPLOAD = `${REQUEST}/composer/submit/audio/{id}`;
  const TRACK_UPLOAD = `${REQUEST}/add/album/audio/{id}`;
  /** Upload routes take a multipart body: a real one, so a NUL let through would be stored. */
  const uploadParts: Record<string, () => FormPart[]> = {
    [TAKE_UPLOAD]: () => [wavPart(1)],
    [TRACK_UPLOAD]: () => [infoPart(trackInfo()), wavPart(1)],
  };

  /** A documented path with real ids where the route acts on one of ours, else any UUID. */
  function pathOf(template: string): string {
    const id =
      template === TAKE_UPLOAD
        ? submissionId
        : template === TRACK_UPLOAD || template.includes('/album/')
          ? albumId
          : template.includes('/audio/') || template.includes('/pdf/')
            ? audioId
            : randomUUID();
    return template
      .replace('{id}', id)
      .replace('{folder}', 'audio')
      .replace('{file}', `${randomUUID()}.mp3`)
      .replace('{sessionId}', `cs_sandbox_${'0'.repeat(24)}`);
  }

  /** Calls as a guest, then as each role, until one is let in (the query is read after that). */
  async function callAsAnyone(method: string, template: string, query: Record<string, string>) {
    let response: ApiResponse | undefined;
    for (const role of [null, 'Admin', 'Client', 'Composer'] as const) {
      const parts = uploadParts[template]?.();
      const body = parts ? multipartBody(parts) : undefined;
      response = await call(t.app, method as 'GET', pathOf(template), {
        token: signedIn.tokenOf(role),
        query,
        remoteAddress: nextAddress(),
        ...(body
          ? { payload: multipartStream(body), headers: { 'content-type': body.contentType } }
          : {}),
      });
      if (response.statusCode !== 401 && response.statusCode !== 403) break;
    }
    return response!;
  }

  it('no route is left out: each JSON body with text is tried above, and every string query parameter refuses a NUL (400 naming it, nothing changed)', async () => {
    // The app's own OpenAPI document lists the routes, so a new one cannot be forgotten.
    const tried = routesWithText.map(
      (route) => `${route.method} ${route.url.replace(UUID_IN_PATH, '{id}')}`,
    );
    for (const documented of await routesWithJsonText(t.app)) expect(tried).toContain(documented);

    const parameters = await stringQueryParameters(t.app);
    const names = parameters.map(({ method, path, name }) => `${method} ${path} ${name}`);
    expect(names).toContain('GET /users/v1/auth/all-clients search');
    expect(names).toContain(`POST ${TAKE_UPLOAD} title`);
    for (const { method, path, name, otherRequired } of parameters) {
      const before = await countRows(t.app);
      const files = await storedFiles(t);
      const response = await callAsAnyone(method, path, { ...otherRequired, [name]: `a${NUL}b` });
      if (path === '/users/v1/media/{folder}/{file}') {
        // The query of a signed link is covered by its signature: any change is a forged link.
        expectRefusal(response, 403, 'FORBIDDEN');
      } else {
        expectRefusal(response, 400, 'VALIDATION_FAILED', [name]);
      }
      expect(await countRows(t.app), `${method} ${path} ${name}`).toEqual(before);
      expect(await storedFiles(t)).toEqual(files);
    }
  });

  // The multipart `infoData` field is JSON text, read by the route rather than its schema.
  it.each([
    ['a take', TAKE_UPLOAD, { description: `Calm${NUL}` }],
    ['a catalogue track', TRACK_UPLOAD, trackInfo({ description: `Calm${NUL}` })],
  ])(
    'the infoData of %s refuses a NUL: 400 naming it, nothing stored',
    async (_, template, info) => {
      const before = await countRows(t.app);
      const files = await storedFiles(t);
      const body = multipartBody([infoPart(info), wavPart(1)]);
      const response = await call(t.app, 'POST', pathOf(template), {
        token:
          template === TAKE_UPLOAD ? signedIn.Composer.accessToken : signedIn.Admin.accessToken,
        query: { title: 'Calm' },
        payload: multipartStream(body),
        headers: { 'content-type': body.contentType },
      });
      expectRefusal(response, 400, 'VALIDATION_FAILED', ['infoData.description']);
      expect(await countRows(t.app)).toEqual(before);
      expect(await storedFiles(t)).toEqual(files);
    },
  );
});

/** An upload route, and what it takes. */
type UploadRoute = { name: string; path: () => string; token: () => string; shape: UploadShape };

describe('uploads announcing more than their route takes', () => {
  const MIB = 1024 * 1024;
  let address: string;
  let submission: { id: string };
  let audio: { id: string };
  let album: { id: string };
  let placement: { id: string };
  beforeAll(async () => {
    address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    ({ submission, audio } = await submittedAudio(t, {
      client: signedIn.Client.accessToken,
      composer: signedIn.Composer.accessToken,
    }));
    album = await albumOf(t.app, signedIn.Admin.accessToken, { title: 'Announced' });
    const created = await call<{ id: string }>(t.app, 'POST', `${REQUEST}/placement`, {
      token: signedIn.Admin.accessToken,
      body: placementBody(),
    });
    placement = created.body.data;
  });

  const composer = () => signedIn.Composer.accessToken;
  const admin = () => signedIn.Admin.accessToken;
  const uploads: UploadRoute[] = [
    {
      name: 'POST /composer/submit/audio/:id',
      path: () => `/composer/submit/audio/${submission.id}`,
      token: composer,
      shape: AUDIO_UPLOAD_SHAPE,
    },
    {
      name: 'POST /composer/stems/:id',
      path: () => `/composer/stems/${audio.id}`,
      token: composer,
      shape: STEMS_UPLOAD_SHAPE,
    },
    {
      name: 'POST /album/img/:id',
      path: () => `/album/img/${album.id}`,
      token: admin,
      shape: IMAGE_UPLOAD_SHAPE,
    },
    {
      name: 'POST /add/album/audio/:id',
      path: () => `/add/album/audio/${album.id}?title=Announced`,
      token: admin,
      shape: AUDIO_UPLOAD_SHAPE,
    },
    {
      name: 'POST /placement-audio/:id',
      path: () => `/placement-audio/${placement.id}`,
      token: admin,
      shape: AUDIO_UPLOAD_SHAPE,
    },
    {
      name: 'POST /placement-img/:id',
      path: () => `/placement-img/${placement.id}`,
      token: admin,
      shape: IMAGE_UPLOAD_SHAPE,
    },
  ];

  it.each(uploads)(
    '$name answers 413 at once, before the body is sent, and stores nothing',
    async (upload) => {
      const before = await everythingStored(t);
      const framing = multipartFraming(upload.shape.files[0] ?? 'file', 'big.bin');
      // A byte more than its files and the room for framing: the body itself never comes.
      const announced = upload.shape.fileBytes + MIB + 1;
      const hand = sendByHand(`${address}${REQUEST}${upload.path()}`, {
        authorization: `Bearer ${upload.token()}`,
        'content-type': framing.contentType,
        'content-length': String(announced),
      });
      hand.write(Buffer.concat([framing.head, Buffer.alloc(1024)]));
      const answer = await hand.answer;
      hand.destroy();
      if (answer.status === 'closed') throw new Error('closed without an answer');
      expect(answer.status).toBe(413);
      expect(answer.body.status).toMatchObject({ code: 413, error: 'PAYLOAD_TOO_LARGE' });
      expect(answer.body.status.message).toContain('its files may be at most');
      expect(await everythingStored(t)).toEqual(before);
    },
  );
});
