import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type {
  Audio,
  ClientRequest,
  ComposerAudio,
  ComposerTake,
  CreateSubmissionBody,
  Submission,
  TimelineEvent,
} from '@cuebrief/shared';
import { call, type ApiResponse } from './api';
import { readToneMp3, writeWav } from './audio-files';
import { filesUnder } from './files-under';
import { multipartBody, multipartStream, type FormPart } from './multipart';
import { REQUEST, briefBody, createRequest } from './requests';
import type { TestApp } from './test-app';

/**
 * A submission form with every field given. The words are unusual, so a test can look for them
 * in what each side reads.
 */
export function submissionForm(
  overrides: Partial<Record<keyof CreateSubmissionBody, unknown>> = {},
): Record<string, unknown> {
  return {
    category: ['Advertising'],
    length: ['30 seconds'],
    genre: ['Cinematic', 'Electronic'],
    mood: ['Uplifting'],
    keywords: ['glasswing'],
    instrumentation: ['Piano', 'Strings'],
    tempo: [104, 112],
    key: ['D major'],
    soundLike: 'Ólafur Arnalds',
    references: ['https://composer.example/glasswing-demo'],
    trailerizationOf: 'Clair de Lune',
    brief: 'A glasswing piano figure that lifts at the logo.',
    ...overrides,
  };
}

/**
 * The specification's submit body: "the request form minus the music title", every field under
 * the form's own names (`soundsLikeSimilarTo`, `trailerization`), with the contact part, `duty`
 * and `deadline` that are not kept and `budget`, the composer's asking price (decision 031).
 */
export function specSubmissionForm(
  overrides: Record<string, unknown> = {},
): Record<string, unknown> {
  const { soundLike, trailerizationOf, ...rest } = submissionForm();
  return {
    ...rest,
    duty: ['Producer'],
    deadline: '2031-05-20',
    name: 'Lena Okafor',
    email: 'lena.okafor@composer.example',
    phone: '+44 20 7946 0321',
    budget: 1250.5,
    soundsLikeSimilarTo: soundLike,
    trailerization: trailerizationOf,
    ...overrides,
  };
}

/** The parts of an audio upload. */
export const mp3Part = (overrides: Partial<FormPart> = {}): FormPart => ({
  name: 'filemp3',
  filename: 'take.mp3',
  contentType: 'audio/mpeg',
  data: readToneMp3(),
  ...overrides,
});
/** A wav of `seconds` seconds (16-bit stereo 44.1 kHz tone). */
export const wavPart = (seconds = 2, overrides: Partial<FormPart> = {}): FormPart => ({
  name: 'filewav',
  filename: 'take.wav',
  contentType: 'audio/wav',
  data: writeWav({ seconds }),
  ...overrides,
});
export const infoPart = (info: unknown): FormPart => ({
  name: 'infoData',
  data: typeof info === 'string' ? info : JSON.stringify(info),
});

/** Sends `parts` as a multipart body (streamed) to one of the upload routes. */
export function sendMultipart<T>(
  app: FastifyInstance,
  url: string,
  token: string | undefined,
  parts: FormPart[],
  query?: Record<string, string>,
): Promise<ApiResponse<T>> {
  const body = multipartBody(parts);
  return call<T>(app, 'POST', url, {
    token,
    query,
    payload: multipartStream(body),
    headers: { 'content-type': body.contentType },
  });
}

export const submit = (
  app: FastifyInstance,
  token: string | undefined,
  requestId: string,
  body: unknown,
) => call<Submission>(app, 'POST', `${REQUEST}/composer/submit/${requestId}`, { token, body });

export const uploadAudio = (
  app: FastifyInstance,
  token: string | undefined,
  submissionId: string,
  parts: FormPart[],
  title?: string,
) =>
  sendMultipart<ComposerAudio>(
    app,
    `${REQUEST}/composer/submit/audio/${submissionId}`,
    token,
    parts,
    title === undefined ? undefined : { title },
  );

/** POST /composer/audio/{audioId}/version: a new version of the take `audioId` belongs to. */
export const uploadVersion = (
  app: FastifyInstance,
  token: string | undefined,
  audioId: string,
  parts: FormPart[],
  title?: string,
) =>
  sendMultipart<ComposerTake>(
    app,
    `${REQUEST}/composer/audio/${audioId}/version`,
    token,
    parts,
    title === undefined ? undefined : { title },
  );

/**
 * An audio view as a list answers it without `peaks=full` (docs/contracts.md#waveforms): the
 * same, its `waveform` kept and its `peaks` empty.
 */
export const listed = <View extends Audio>(view: View): View => ({ ...view, peaks: [] });

/**
 * A take as the submission lists show it when it has only its first version (`view`, in the
 * list's role shape) and nobody has reviewed it: its last event is its submission by
 * `composerName`.
 */
export function unreviewedTake<View extends Audio>(view: View, composerName: string) {
  const submitted: TimelineEvent = {
    kind: 'submitted',
    at: view.createdAt,
    version: 1,
    audioId: view.id,
    actor: composerName,
    text: null,
    atSeconds: null,
    reasons: [],
  };
  return { ...view, versions: [view], decision: null, commentCount: 0, lastEvent: submitted };
}

export const uploadStems = (
  app: FastifyInstance,
  token: string | undefined,
  audioId: string,
  parts: FormPart[],
) => sendMultipart<ComposerAudio>(app, `${REQUEST}/composer/stems/${audioId}`, token, parts);

function expectOk<T>(response: ApiResponse<T>): T {
  expect(response.statusCode, response.raw).toBe(200);
  return response.body.data;
}

/** A client's new open request, due in a month. */
export async function openRequestOf(t: TestApp, clientToken: string): Promise<ClientRequest> {
  return expectOk(await createRequest(t.app, clientToken, briefBody(t.clock)));
}

/** A composer's submission (the form only) to a request. */
export async function submissionTo(
  t: TestApp,
  composerToken: string,
  requestId: string,
): Promise<Submission> {
  return expectOk(await submit(t.app, composerToken, requestId, submissionForm()));
}

/** An audio uploaded to a submission: the mp3 fixture unless other parts are given. */
export async function audioOf(
  t: TestApp,
  composerToken: string,
  submissionId: string,
  parts: FormPart[] = [mp3Part()],
  title = 'Glasswing',
): Promise<ComposerAudio> {
  return expectOk(await uploadAudio(t.app, composerToken, submissionId, parts, title));
}

/** A new version of the take `audioId` belongs to: the mp3 fixture unless other parts are given. */
export async function versionOf(
  t: TestApp,
  composerToken: string,
  audioId: string,
  parts: FormPart[] = [mp3Part()],
  title?: string,
): Promise<ComposerTake> {
  return expectOk(await uploadVersion(t.app, composerToken, audioId, parts, title));
}

/** A request of `client`'s with a submission of `composer`'s holding one audio. */
export async function submittedAudio(
  t: TestApp,
  tokens: { client: string; composer: string },
  parts?: FormPart[],
) {
  const request = await openRequestOf(t, tokens.client);
  const submission = await submissionTo(t, tokens.composer, request.id);
  const audio = await audioOf(t, tokens.composer, submission.id, parts);
  return { request, submission, audio };
}

/** Every file in the test app's storage (under its data folder), temporary ones included. */
export const storedFiles = (t: TestApp): Promise<string[]> =>
  filesUnder(path.join(t.config.dataDir, 'files'));
