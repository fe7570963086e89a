import type { CreateRequestBody } from '@cuebrief/shared';
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, vi } from 'vitest';
import { SubscriptionDialogProvider } from '../../../domain/payments/subscription-dialog';
import { apiResponse, fakeApi, profileOf } from '../../../test/fake-api';
import { renderApp } from '../../../test/render';
import { ava, clientRequestOf, vocabularies } from '../test-fixtures';
import { RequestWizardPage } from './request-wizard-page';

// For the wizard's tests: its server, its page, and a person's hands on its steps.

export const client = ava(profileOf('Client'));
export const DRAFT_KEY = `requestDraft:${client.uuid}`;

export type Answer = {
  status: number;
  message?: string;
  error?: string;
  fields?: { field: string; message: string }[];
};

/** A tiny server: the client's profile, the vocabularies, and create-request answering `answer`. */
export function wizardApi(answer: Answer = { status: 200 }) {
  const sent: CreateRequestBody[] = [];
  const api = fakeApi('Client', ({ method, path, body }) => {
    if (path.endsWith('/auth/profile')) return apiResponse(200, client);
    if (path.endsWith('/request/vocabularies')) return apiResponse(200, vocabularies);
    if (path.endsWith('/client/request') && method === 'POST') {
      sent.push(body as CreateRequestBody);
      const { status, ...meta } = answer;
      if (status !== 200) return apiResponse(status, null, meta);
      return apiResponse(200, clientRequestOf(1, body as object), { message: 'Thank you' });
    }
    return undefined;
  });
  return { ...api, sent };
}

export function renderWizard(api = wizardApi()) {
  const view = renderApp(
    <SubscriptionDialogProvider>
      <RequestWizardPage />
    </SubscriptionDialogProvider>,
    { api, path: '/request-custom-music' },
  );
  return { ...view, sent: api.sent };
}

// Found by text, not role: the wizard's page is large, and a role query walks all of it for
// every chip and heading, which turns a walk through six steps into many seconds.
export const stepHeading = (name: string) => screen.findByText(name, { selector: 'h2' });
export const button = (name: string) => screen.getByText(name, { selector: 'button' });
export const next = () => userEvent.click(button('Next'));
export const back = () => userEvent.click(button('Back'));
/** A choice chip: a toggle button named by its word. */
export function chip(name: string): HTMLElement {
  const button = screen.getByText(name, { selector: '.MuiChip-label' }).closest('[role="button"]');
  if (!(button instanceof HTMLElement)) throw new Error(`${name} is not a chip`);
  return button;
}
export const choose = async (...names: string[]) => {
  for (const name of names) await userEvent.click(chip(name));
};
/** A date box, as the browser's date picker fills it. */
export const pickDate = (label: string, day: string) =>
  fireEvent.change(screen.getByLabelText(new RegExp(`^${label}`)), { target: { value: day } });

/** Puts text in a box at once, as a paste does: long answers need no key-by-key typing. */
export async function paste(box: HTMLElement, text: string) {
  await userEvent.click(box);
  await userEvent.paste(text);
}

/** A complete brief, as the API takes it. */
export const BRIEF: CreateRequestBody = {
  name: 'Ava Morgan',
  duty: ['Music supervisor'],
  email: 'ava@northlight.example',
  phone: '+44 20 7946 0000',
  budget: 2500,
  deadline: '2026-12-01',
  category: ['Trailer'],
  length: ['60 seconds'],
  genre: ['Cinematic'],
  mood: ['Epic'],
  keywords: ['braams'],
  instrumentation: ['Strings'],
  tempo: [90, 120],
  key: ['D minor'],
  soundLike: 'Hans Zimmer',
  references: ['https://video.example/ref-1'],
  trailerizationOf: 'Heroes',
  brief: 'A rising trailer cue.',
};

/**
 * The brief kept on the device at `step` (the budget as typed), as a visit that got that far
 * leaves it; with `visited`, the furthest step reached (drafts kept before the stepper opened
 * steps have none).
 */
export function keepDraft(step: number, changes: Record<string, unknown> = {}, visited?: number) {
  const values = { ...BRIEF, budget: '2,500', ...changes };
  localStorage.setItem(DRAFT_KEY, JSON.stringify({ step, visited, values }));
}

/** The clock of every test of a file at 21 Nov 2026, so the deadline checks know "tomorrow". */
export function fixWizardClock() {
  beforeEach(() => {
    // Only the date is fixed; timers run as usual.
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-21T10:00:00') });
  });
  afterEach(() => {
    vi.useRealTimers();
  });
}
