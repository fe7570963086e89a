import { beforeAll, describe, expect, it } from 'vitest';
import {
  adminSubmissionSchema,
  audioSchema,
  clientRequestSubmissionsSchema,
  composerSubmissionSchema,
  type AdminSubmission,
  type ClientRequest,
  type ClientRequestSubmissions,
  type ComposerAudio,
  type ComposerSubmission,
  type Paged,
  type Submission,
} from '@cuebrief/shared';
import { call } from '../helpers/api';
import { loginAs, type SignedIn } from '../helpers/accounts';
import { useEveryRole } from '../helpers/every-role';
import { REQUEST } from '../helpers/requests';
import {
  audioOf,
  listed,
  mp3Part,
  openRequestOf,
  submissionTo,
  unreviewedTake,
  wavPart,
} from '../helpers/submissions';
import { useTestApp } from '../helpers/test-app';
import { expectAnswerFor, whoMay } from '../helpers/who-may';

const t = useTestApp();
const signedIn = useEveryRole(t);

const composerList = (token: string | undefined) =>
  call<ComposerSubmission[]>(t.app, 'GET', `${REQUEST}/composer/submissions`, { token });
const clientList = (token: string | undefined) =>
  call<ClientRequestSubmissions[]>(t.app, 'GET', `${REQUEST}/client/submissions`, { token });
const adminPage = (token: string | undefined, query: Record<string, string> = {}) =>
  call<Paged<AdminSubmission>>(t.app, 'GET', `${REQUEST}/all/submissions`, { token, query });

/** A second of the clock between creations, so "newest first" means something. */
async function later<T>(make: () => Promise<T>): Promise<T> {
  t.clock.advance(1000);
  return make();
}

// Ava's two requests (the second newer), answered by Lena (twice, once without audio yet) and
// Theo; Bo's request, answered by Lena.
let lena: SignedIn;
let theo: SignedIn;
let bo: SignedIn;
let first: ClientRequest;
let second: ClientRequest;
let boRequest: ClientRequest;
let lenaFirst: Submission;
let theoFirst: Submission;
let lenaUnfinished: Submission;
let lenaSecond: Submission;
let lenaToBo: Submission;
let master: ComposerAudio;
beforeAll(async () => {
  lena = signedIn.Composer;
  theo = await loginAs(t.app, 'Composer');
  bo = await loginAs(t.app, 'Client');
  const ava = signedIn.Client.accessToken;
  first = await later(() => openRequestOf(t, ava));
  second = await later(() => openRequestOf(t, ava));
  boRequest = await later(() => openRequestOf(t, bo.accessToken));
  lenaFirst = await later(() => submissionTo(t, lena.accessToken, first.id));
  master = await audioOf(t, lena.accessToken, lenaFirst.id, [mp3Part(), wavPart(1)], 'Master');
  await later(() => audioOf(t, lena.accessToken, lenaFirst.id, [mp3Part()], 'Cut-down'));
  theoFirst = await later(() => submissionTo(t, theo.accessToken, first.id));
  await audioOf(t, theo.accessToken, theoFirst.id);
  lenaUnfinished = await later(() => submissionTo(t, lena.accessToken, first.id));
  lenaSecond = await later(() => submissionTo(t, lena.accessToken, second.id));
  await audioOf(t, lena.accessToken, lenaSecond.id);
  lenaToBo = await later(() => submissionTo(t, lena.accessToken, boRequest.id));
  await audioOf(t, lena.accessToken, lenaToBo.id);
});

describe.each([
  { name: 'GET /composer/submissions', allowed: 'Composer' as const, send: composerList },
  { name: 'GET /client/submissions', allowed: 'Client' as const, send: clientList },
  { name: 'GET /all/submissions', allowed: 'Admin' as const, send: adminPage },
])('$name', ({ allowed, send }) => {
  it.each(whoMay(allowed))('answers %s', async (_, caller) => {
    expectAnswerFor(caller, await send(signedIn.tokenOf(caller.role)));
  });
});

describe('GET /composer/submissions', () => {
  it("lists the composer's own, newest first, with their requests and audio", async () => {
    const response = await composerList(lena.accessToken);
    expect(response.statusCode, response.raw).toBe(200);
    const list = response.body.data.map((entry) => composerSubmissionSchema.parse(entry));
    expect(list.map((entry) => entry.id)).toEqual([
      lenaToBo.id,
      lenaSecond.id,
      lenaUnfinished.id,
      lenaFirst.id,
    ]);
    const answered = list[3];
    expect(answered?.request).toEqual({
      id: first.id,
      title: first.title,
      state: 'open',
      deadline: first.deadline,
      agencyName: 'Test Agency',
    });
    expect(answered?.audios.map((audio) => audio.title)).toEqual(['Master', 'Cut-down']);
    expect(answered?.audios[0]).toEqual(
      unreviewedTake(listed({ ...master, listenedAt: null }), 'Composer Tester'),
    );
    expect(list[2]?.audios).toEqual([]);
    // The client's contact details never reach a composer.
    expect(response.raw).not.toContain('zelda.quennell@private-contact.example');
    expect(response.raw).not.toContain('Zelda Quennell');
  });

  it("shows another composer's submissions to nobody but them", async () => {
    const response = await composerList(theo.accessToken);
    expect(response.body.data.map((entry) => entry.id)).toEqual([theoFirst.id]);
  });
});

describe('GET /client/submissions', () => {
  it("groups the submissions to the client's requests, newest submission first, each request at its newest", async () => {
    const response = await clientList(signedIn.Client.accessToken);
    expect(response.statusCode, response.raw).toBe(200);
    const groups = response.body.data.map((group) => clientRequestSubmissionsSchema.parse(group));
    expect(groups.map((group) => group.request.id)).toEqual([second.id, first.id]);
    expect(groups[1]?.request).toEqual({
      id: first.id,
      title: first.title,
      state: 'open',
      deadline: first.deadline,
    });
    // The form without audio is not an answer yet.
    expect(groups[1]?.submissions.map((entry) => entry.id)).toEqual([theoFirst.id, lenaFirst.id]);
    const lenas = groups[1]?.submissions[1];
    expect(lenas?.composerName).toBe('Composer Tester');
    expect(lenas?.audios.map((audio) => audio.title)).toEqual(['Master', 'Cut-down']);
    expect(lenas?.audios[0]).toEqual(
      unreviewedTake(
        listed({ ...audioSchema.parse(master), isFavorite: false, isListened: false, offer: null }),
        'Composer Tester',
      ),
    );
    // Who the composer is beyond their name stays with the team.
    expect(response.raw).not.toContain(lena.user.email);
  });

  it("never shows the client another client's requests", async () => {
    const response = await clientList(bo.accessToken);
    expect(response.body.data.map((group) => group.request.id)).toEqual([boRequest.id]);
    expect(response.body.data[0]?.submissions.map((entry) => entry.id)).toEqual([lenaToBo.id]);
  });

  it('is an empty list for a client with no submissions', async () => {
    const nobody = await loginAs(t.app, 'Client');
    expect((await clientList(nobody.accessToken)).body.data).toEqual([]);
  });
});

describe('GET /all/submissions', () => {
  const asAdmin = () => signedIn.Admin.accessToken;
  const idsOf = (page: Paged<AdminSubmission>) => page.data.map((entry) => entry.id);

  it('pages every submission with audio, newest first, with request, composer and audio figures', async () => {
    const response = await adminPage(asAdmin());
    expect(response.statusCode, response.raw).toBe(200);
    const page = response.body.data;
    // Lena's unfinished one (no audio yet) is hers alone.
    expect(page.total).toBe(4);
    expect(idsOf(page)).toEqual([lenaToBo.id, lenaSecond.id, theoFirst.id, lenaFirst.id]);
    const oldest = adminSubmissionSchema.parse(page.data[3]);
    expect(oldest.composer).toEqual({
      id: lena.user.id,
      name: 'Composer Tester',
      email: lena.user.email,
    });
    expect(oldest.request.agencyName).toBe('Test Agency');
    expect(oldest.audios[0]).toEqual(
      unreviewedTake(
        listed({
          ...audioSchema.parse(master),
          listenedAt: null,
          favoritesCount: 0,
          offersCount: 0,
        }),
        'Composer Tester',
      ),
    );

    const second = await adminPage(asAdmin(), { page: '2', pageSize: '2' });
    expect(second.body.data).toMatchObject({ page: 2, pageSize: 2, total: 4 });
    expect(idsOf(second.body.data)).toEqual([theoFirst.id, lenaFirst.id]);
  });

  it("finds by the composer's name or email and by the request title", async () => {
    const byEmail = await adminPage(asAdmin(), { search: theo.user.email.toUpperCase() });
    expect(idsOf(byEmail.body.data)).toEqual([theoFirst.id]);
    const byTitle = await adminPage(asAdmin(), { search: 'cinematic, electronic' });
    expect(byTitle.body.data.total).toBe(4);
    const none = await adminPage(asAdmin(), { search: 'no such words' });
    expect(none.body.data).toMatchObject({ data: [], total: 0 });
  });

  it('keeps the submissions to requests in one state, and those with or without offers', async () => {
    await call(t.app, 'POST', `${REQUEST}/client/request/${second.id}/close`, {
      token: signedIn.Client.accessToken,
    });
    const closed = await adminPage(asAdmin(), { requestState: 'closed' });
    expect(idsOf(closed.body.data)).toEqual([lenaSecond.id]);
    expect(closed.body.data.data[0]?.request.state).toBe('closed');

    const offer = await call(t.app, 'POST', `${REQUEST}/client/audio-review`, {
      token: signedIn.Client.accessToken,
      body: { audioId: master.id, audioType: 'submission', price: 1200 },
    });
    expect(offer.statusCode, offer.raw).toBe(200);
    const withOffers = await adminPage(asAdmin(), { hasOffers: 'true' });
    expect(idsOf(withOffers.body.data)).toEqual([lenaFirst.id]);
    expect(withOffers.body.data.data[0]?.audios[0]?.offersCount).toBe(1);
    const without = await adminPage(asAdmin(), { hasOffers: 'false' });
    expect(without.body.data.total).toBe(3);
    const both = await adminPage(asAdmin(), { hasOffers: 'true', requestState: 'closed' });
    expect(both.body.data.total).toBe(0);
  });

  it('refuses filters it does not know', async () => {
    const response = await adminPage(asAdmin(), { requestState: 'lost', hasOffers: 'maybe' });
    expect(response.statusCode).toBe(400);
    expect(response.body.status.fields?.map((field) => field.field).sort()).toEqual([
      'hasOffers',
      'requestState',
    ]);
  });
});
