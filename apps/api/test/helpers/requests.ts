import type { FastifyInstance } from 'fastify';
import { API_PREFIX, type ClientRequest, type CreateRequestBody } from '@cuebrief/shared';
import type { Clock } from '../../src/lib/clock';
import { call } from './api';

export const REQUEST = API_PREFIX.request;
export const DAY_MS = 24 * 60 * 60 * 1000;

/** The fields of the create-request payload that must be given (the others may be left out). */
export const REQUIRED_BRIEF_FIELDS = [
  'name',
  'duty',
  'email',
  'budget',
  'deadline',
  'category',
  'length',
  'genre',
  'mood',
  'tempo',
  'brief',
] as const;

/** The day `days` after the clock's now (UTC), as a deadline is written. */
export const dayFrom = (clock: Clock, days: number) =>
  new Date(clock.now().getTime() + days * DAY_MS).toISOString().slice(0, 10);

/**
 * A create-request body with every field of the payload given, due in a month by the test clock.
 * The contact details are unusual words, so a test can look for them in what composers read.
 */
export function briefBody(
  clock: Clock,
  overrides: Partial<Record<keyof CreateRequestBody, unknown>> = {},
): Record<string, unknown> {
  return {
    name: 'Zelda Quennell',
    duty: ['Brand manager'],
    email: 'zelda.quennell@private-contact.example',
    phone: '+44 20 7946 0999',
    budget: 4500.5,
    deadline: dayFrom(clock, 30),
    category: ['Advertising', 'Online video'],
    length: ['30 seconds', '15 seconds'],
    genre: ['Cinematic', 'Electronic', 'Ambient'],
    mood: ['Uplifting', 'Inspiring'],
    keywords: ['city at dawn', 'bikes'],
    instrumentation: ['Piano', 'Strings'],
    tempo: [96, 120],
    key: ['D major'],
    soundLike: 'Jon Hopkins, Emerald Rush',
    references: ['https://agency.example/reference'],
    trailerizationOf: 'Here Comes the Sun',
    brief: 'A bright, building track for a city-bike launch film.',
    ...overrides,
  };
}

/** POST /client/request as the holder of `token`. */
export const createRequest = (app: FastifyInstance, token: string | undefined, body: unknown) =>
  call<ClientRequest>(app, 'POST', `${REQUEST}/client/request`, { token, body });
