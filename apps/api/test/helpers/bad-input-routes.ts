import { randomUUID } from 'node:crypto';
import { beforeAll, expect } from 'vitest';
import { addressSequence } from './addresses';
import { shortlistRequiredFields, useShortlistJsonRoutes } from './bad-input-shortlist-routes';
import { sharePageRequiredFields, useSharePageJsonRoutes } from './bad-input-share-routes';
import {
  secondFactorRequiredFields,
  useSecondFactorJsonRoutes,
} from './bad-input-second-factor-routes';
import {
  passwordResetRequiredFields,
  usePasswordResetJsonRoutes,
} from './bad-input-password-reset-routes';
import { call, expectRefusal, type ApiResponse } from './api';
import { TEST_PASSWORD, createAccount, logIn, loginAs, type SignedIn } from './accounts';
import { albumOf, placementBody, trackOf } from './catalogue';
import type { EveryRole } from './every-role';
import { REQUEST, REQUIRED_BRIEF_FIELDS, briefBody } from './requests';
import { commentOn } from './reviews';
import { countRows, tableRows, type TableName } from './row-counts';
import { openRequestOf, specSubmissionForm, submissionForm, submittedAudio } from './submissions';
import type { TestApp } from './test-app';

const AUTH = '/users/v1/auth';
const TICKETS = '/tickets/v1';

export type Send = { body?: unknown; payload?: string; headers?: Record<string, string> };

/**
 * One JSON-body route, with a body it would accept. Most bodies are all strings; the request
 * brief also has numbers and lists.
 */
export type JsonRoute = {
  name: string;
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: string;
  validBody: () => Record<string, unknown>;
  token?: () => string;
  /** Fields an empty text is a fine value of (an empty note is no note). */
  acceptsEmpty?: string[];
  /**
   * How a route whose fields are all optional refuses an empty body, when not 400 (a share
   * link's open without its password: 401).
   */
  emptyBodyRefusal?: [status: number, error: string];
};

/** The fields an empty object lacks: every field that is not optional. */
export const requiredFields: Record<string, string[]> = {
  'POST /login': ['email', 'password'],
  'POST /refresh-token': ['refreshToken'],
  'POST /logout': ['refreshToken'],
  'POST /register/composer': ['email', 'password', 'firstName', 'lastName'],
  'POST /register/client': ['email', 'password', 'firstName', 'lastName', 'clientAgencyName'],
  // Every field of a profile change is optional; an empty change is refused as a whole.
  'PUT /update-profile (composer)': ['body'],
  'PUT /update-profile (client)': ['body'],
  'PUT /change-password': ['currentPassword', 'newPassword'],
  'PUT /color-scheme': ['colorScheme'],
  'POST /contact-us': ['firstName', 'lastName', 'email', 'subject', 'message'],
  'POST /question': ['name', 'email', 'question', 'audience'],
  'PUT /question/:id/answer': ['answer'],
  'POST /client/request': [...REQUIRED_BRIEF_FIELDS],
  'POST /composer/submit/:id': ['genre', 'mood', 'tempo'],
  "POST /composer/submit/:id, the spec's names": ['genre', 'mood', 'tempo'],
  'POST /client/audio-favorite': ['audioId', 'isFavorite', 'audioType'],
  'POST /client/audio-review': ['price', 'audioType', 'audioId'],
  'POST /add/album': ['title'],
  'PUT /album/:id': ['title', 'description'],
  'PUT /album/audio/:id': ['title', 'description'],
  'POST /placement': ['title', 'brand', 'media', 'year'],
  'POST /audio/:id/comments': ['body'],
  'PATCH /comments/:id': ['body'],
  'PUT /audio/:id/decision': ['state'],
  ...shortlistRequiredFields,
  ...sharePageRequiredFields,
  ...secondFactorRequiredFields,
  ...passwordResetRequiredFields,
};

/** Routes whose strings are all ids or words from a list: those refuse any NUL already. */
const WITHOUT_FREE_TEXT = ['POST /client/audio-favorite', 'POST /client/audio-review'];

/** A NUL byte (U+0000): PostgreSQL's text cannot hold it, so it must never get that far. */
export const NUL = '\u0000';

export const asJson = (payload: string): Send => ({
  payload,
  headers: { 'content-type': 'application/json' },
});

/**
 * Every JSON-body route of the API, each with a valid body that would succeed, and write
 * something, if a bad variant of it slipped through; and the checks that a bad one changed
 * nothing. The accounts, question, request, audio and album the routes act on are set up before
 * the file's first test (call this after `useTestApp` and `useEveryRole`).
 */
export function useJsonRoutes(t: TestApp, signedIn: EveryRole) {
  const nextAddress = addressSequence(2);

  let loginAccount: { email: string };
  let sessionToRefresh: string;
  let sessionToEnd: string;
  let passwordOwner: SignedIn;
  let questionToAnswer: { id: string };
  let requestToAnswer: { id: string };
  let audioToReactTo: { id: string };
  let albumToChange: { id: string };
  let trackToChange: { id: string };
  let commentToEdit: { id: string };
  const shortlistRoutes = useShortlistJsonRoutes(t, signedIn);
  const sharePageRoutes = useSharePageJsonRoutes(t, signedIn);
  const secondFactorRoutes = useSecondFactorJsonRoutes(t);
  const passwordResetRoutes = usePasswordResetJsonRoutes(t);

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
    trackToChange = await trackOf(t.app, signedIn.Admin.accessToken, albumToChange.id);
    commentToEdit = await commentOn(t.app, signedIn.Client.accessToken, audioToReactTo.id, {
      body: 'The lift comes a bar early',
      atSeconds: 1,
    });
  });

  const routes: JsonRoute[] = [
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
      validBody: () => ({
        currentPassword: TEST_PASSWORD,
        newPassword: 'a brand new password',
        endOtherSessions: true,
      }),
    },
    {
      name: 'PUT /color-scheme',
      method: 'PUT',
      url: `${AUTH}/color-scheme`,
      token: () => signedIn.Composer.accessToken,
      validBody: () => ({ colorScheme: 'dark' }),
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
      // A note of its own each time: the form sent again resumes the same submission (no audio
      // yet), so only a new value shows that a valid body was written.
      validBody: () => submissionForm({ brief: `A note ${randomUUID()}` }),
    },
    {
      name: "POST /composer/submit/:id, the spec's names",
      method: 'POST',
      get url() {
        return `${REQUEST}/composer/submit/${requestToAnswer.id}`;
      },
      token: () => signedIn.Composer.accessToken,
      validBody: () => specSubmissionForm({ brief: `A note ${randomUUID()}` }),
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
      validBody: () => ({ title: 'Harbour Lights', description: 'Calm piano.', published: false }),
    },
    {
      name: 'PUT /album/:id',
      method: 'PUT',
      get url() {
        return `${REQUEST}/album/${albumToChange.id}`;
      },
      token: () => signedIn.Admin.accessToken,
      validBody: () => ({ title: 'After', description: 'Changed.', published: true }),
    },
    {
      name: 'PUT /album/audio/:id',
      method: 'PUT',
      get url() {
        return `${REQUEST}/album/audio/${trackToChange.id}`;
      },
      token: () => signedIn.Admin.accessToken,
      // A new title each time, so the track the snapshot holds changes whenever one is accepted.
      validBody: () => ({
        title: `Renamed (${crypto.randomUUID()})`,
        description: 'Changed.',
        bpm: 90,
        key: 'A minor',
      }),
    },
    {
      name: 'POST /placement',
      method: 'POST',
      url: `${REQUEST}/placement`,
      token: () => signedIn.Admin.accessToken,
      validBody: () => ({ ...placementBody() }),
    },
    {
      name: 'POST /audio/:id/comments',
      method: 'POST',
      get url() {
        return `${REQUEST}/audio/${audioToReactTo.id}/comments`;
      },
      token: () => signedIn.Client.accessToken,
      validBody: () => ({ body: 'Love the lift here', atSeconds: 1, endSeconds: 2 }),
    },
    {
      name: 'PATCH /comments/:id',
      method: 'PATCH',
      get url() {
        return `${REQUEST}/comments/${commentToEdit.id}`;
      },
      token: () => signedIn.Client.accessToken,
      // A new text each time, so the comment the snapshot holds changes whenever one is accepted.
      validBody: () => ({ body: `The lift comes early (${crypto.randomUUID()})` }),
    },
    {
      name: 'PUT /audio/:id/decision',
      method: 'PUT',
      get url() {
        return `${REQUEST}/audio/${audioToReactTo.id}/decision`;
      },
      token: () => signedIn.Client.accessToken,
      validBody: () => ({ state: 'passed', reasons: ['Tempo'], note: 'Slower than the cut' }),
    },
    ...shortlistRoutes.routes,
    ...sharePageRoutes.routes,
    ...secondFactorRoutes.routes,
    ...passwordResetRoutes.routes,
  ];

  function sendTo(route: JsonRoute, send: Send): Promise<ApiResponse> {
    return call(t.app, route.method, route.url, {
      ...send,
      token: route.token?.(),
      remoteAddress: nextAddress(),
    });
  }

  /** Everything a refused request must leave alone: rows, accounts, passwords, sessions, questions. */
  const snapshotTables: readonly TableName[] = [
    'users',
    'refresh_tokens',
    'sessions',
    'contact_messages',
    'questions',
    'requests',
    // The submit form sent again resumes its unfinished submission: a body accepted by mistake
    // would change the row, not the count.
    'submissions',
    'albums',
    // A track's words change in its row (PUT /album/audio/{id}).
    'audios',
    'placements',
    'take_comments',
    ...shortlistRoutes.snapshotTables,
    ...sharePageRoutes.snapshotTables,
    ...secondFactorRoutes.snapshotTables,
    ...passwordResetRoutes.snapshotTables,
  ];
  async function snapshot() {
    return { counts: await countRows(t.app), rows: await tableRows(t.app, snapshotTables) };
  }

  async function ownProfile(token: string) {
    const response = await call(t.app, 'GET', `${AUTH}/profile`, { token });
    expect(response.statusCode).toBe(200);
    return response.body.data;
  }

  /** Sends a bad request and checks the refusal and that nothing at all changed. */
  async function expectRefusedWithoutEffect(
    route: JsonRoute,
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

  return {
    routes,
    /** The routes whose bodies hold free text, where a NUL could be stored. */
    routesWithText: routes.filter((route) => !WITHOUT_FREE_TEXT.includes(route.name)),
    nextAddress,
    sendTo,
    snapshot,
    expectRefusedWithoutEffect,
  };
}
