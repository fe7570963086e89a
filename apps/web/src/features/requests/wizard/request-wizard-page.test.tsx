import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { clientRequestOf, vocabularies } from '../test-fixtures';
import {
  BRIEF,
  DRAFT_KEY,
  back,
  button,
  chip,
  choose,
  keepDraft,
  next,
  paste,
  pickDate,
  renderWizard,
  stepHeading,
  fixWizardClock,
  wizardApi,
} from './wizard-test-kit';

/** Chooses from a menu of several (a musical key, a role) and closes it. */
async function chooseFromMenu(label: RegExp, option: string) {
  await userEvent.click(screen.getByRole('combobox', { name: label }));
  await userEvent.click(within(await screen.findByRole('listbox')).getByText(option));
  await userEvent.keyboard('{Escape}');
}

async function retype(label: RegExp, text: string) {
  const field = screen.getByLabelText(label);
  await userEvent.clear(field);
  if (text) await userEvent.type(field, text);
}

/** The create-request payload (docs/contracts.md#payloads), field by field. */
const SPEC_FIELDS = [
  'name',
  'duty',
  'email',
  'phone',
  'budget',
  'deadline',
  'category',
  'length',
  'genre',
  'mood',
  'keywords',
  'instrumentation',
  'tempo',
  'key',
  'soundLike',
  'references',
  'trailerizationOf',
  'brief',
];

const send = () => userEvent.click(button('Send request'));

fixWizardClock();

describe('the request wizard', () => {
  it('walks the six steps of the spec in order, saying where the client is', async () => {
    renderWizard();
    expect(screen.getByRole('heading', { level: 1, name: 'Request custom music' })).toBeVisible();
    expect(await stepHeading('Category and length')).toBeVisible();
    expect(screen.getByText('Step 1 of 6')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Back' })).not.toBeInTheDocument();

    await choose('Trailer', '60 seconds');
    await next();
    expect(await stepHeading('Genre, mood and keywords')).toHaveFocus();
    expect(screen.getByText('Step 2 of 6')).toBeVisible();

    await choose('Cinematic', 'Epic');
    await next();
    expect(await stepHeading('Instruments, tempo and key')).toBeVisible();
    await next();
    expect(await stepHeading('Contact, budget and deadline')).toBeVisible();
    await userEvent.type(screen.getByLabelText(/^Budget/), '2500');
    pickDate('Deadline', '2026-12-01');
    await next();
    expect(await stepHeading('Brief')).toBeVisible();
    await paste(screen.getByRole('textbox', { name: /^Brief/ }), 'A rising trailer cue.');
    await next();
    expect(await stepHeading('Summary')).toBeVisible();
    expect(screen.getByText('Step 6 of 6')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Send request' })).toBeVisible();
  });

  it('reads the choices from the API and prefills the contact from the profile', async () => {
    localStorage.setItem(DRAFT_KEY, JSON.stringify({ step: 3, values: {} }));
    renderWizard();
    expect(await stepHeading('Contact, budget and deadline')).toBeVisible();
    expect(screen.getByLabelText(/^Your name/)).toHaveValue('Ava Morgan');
    expect(screen.getByLabelText(/^Contact email/)).toHaveValue('ava@northlight.example');
    expect(screen.getByLabelText(/^Phone/)).toHaveValue('+44 20 7946 0000');
    // The profile's "Music Supervisor" is one of the roles a brief offers.
    expect(screen.getByRole('combobox', { name: /^Your role/ })).toHaveTextContent(
      'Music supervisor',
    );
    await back();
    await back();
    await back();
    for (const category of vocabularies.category) expect(chip(category)).toBeVisible();
  });

  it('blocks Next until the answers on the step pass the shared schema', async () => {
    renderWizard();
    await stepHeading('Category and length');
    await next();
    // Category and length each need a choice; nothing is said of the steps ahead.
    expect(await screen.findAllByText('Choose at least one')).toHaveLength(2);
    expect(screen.queryByText('Required')).not.toBeInTheDocument();
    // Focus goes to the first answer the check names: its first chip.
    expect(chip('Advertising')).toHaveFocus();
    expect(screen.getByRole('heading', { level: 2, name: 'Category and length' })).toBeVisible();

    await choose('Trailer');
    // A fixed answer clears its message at once.
    expect(screen.getAllByText('Choose at least one')).toHaveLength(1);
    await choose('15 seconds', '30 seconds', '60 seconds', '90 seconds');
    await next();
    expect(await screen.findByText('Choose at most 3')).toBeVisible();
    await choose('90 seconds');
    await next();
    expect(await stepHeading('Genre, mood and keywords')).toBeVisible();
  });

  it('checks the contact, budget and deadline in words from the catalogue', async () => {
    keepDraft(3, { budget: '', deadline: '', email: 'ava@', name: '' });
    renderWizard();
    expect(await stepHeading('Contact, budget and deadline')).toBeVisible();
    await next();
    expect(await screen.findByText('Enter a valid email address')).toBeVisible();
    expect(screen.getAllByText('Required')).toHaveLength(3);
    expect(screen.getByLabelText(/^Budget/)).toHaveAttribute('aria-invalid', 'true');

    await retype(/^Your name/, 'Ava Morgan');
    await retype(/^Contact email/, 'ava@northlight.example');
    await retype(/^Budget/, 'lots');
    pickDate('Deadline', '2026-11-21');
    await next();
    expect(await screen.findByText('Enter a number')).toBeVisible();
    expect(screen.getByText('Choose a day from tomorrow on')).toBeVisible();
    expect(screen.getByLabelText(/^Deadline/)).toHaveAttribute('min', '2026-11-22');

    await retype(/^Budget/, '0');
    await next();
    expect(await screen.findByText('Enter more than 0')).toBeVisible();
  });

  it('keeps every answer when going back and forth', async () => {
    renderWizard();
    await stepHeading('Category and length');
    await choose('Trailer', '60 seconds');
    await next();
    await choose('Cinematic', 'Epic');
    await userEvent.type(screen.getByRole('combobox', { name: 'Keywords' }), 'braams{Enter}');
    await back();
    expect(await stepHeading('Category and length')).toHaveFocus();
    expect(chip('Trailer')).toHaveAttribute('aria-pressed', 'true');
    expect(chip('Film')).toHaveAttribute('aria-pressed', 'false');
    await next();
    expect(await stepHeading('Genre, mood and keywords')).toBeVisible();
    expect(chip('Cinematic')).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('braams')).toBeVisible();
  });

  it('finds the draft and its step again after a reload', async () => {
    const first = renderWizard();
    await stepHeading('Category and length');
    await choose('Trailer', '60 seconds');
    await next();
    await choose('Cinematic');
    first.unmount();

    renderWizard();
    expect(await stepHeading('Genre, mood and keywords')).toBeVisible();
    expect(chip('Cinematic')).toHaveAttribute('aria-pressed', 'true');
    await back();
    expect(chip('Trailer')).toHaveAttribute('aria-pressed', 'true');
    expect(chip('60 seconds')).toHaveAttribute('aria-pressed', 'true');
  });

  it('drops a kept draft that no longer reads right', async () => {
    localStorage.setItem(DRAFT_KEY, JSON.stringify({ step: 9, values: { genre: 'Jazz' } }));
    renderWizard();
    expect(await stepHeading('Category and length')).toBeVisible();
    expect(chip('Trailer')).toHaveAttribute('aria-pressed', 'false');
  });

  it('shows everything on the summary, each part a click from its step', async () => {
    keepDraft(5);
    renderWizard();
    expect(await stepHeading('Summary')).toBeVisible();
    const section = (name: string) => within(screen.getByRole('region', { name }));
    expect(section('Category and length').getByText('Trailer')).toBeVisible();
    expect(section('Genre, mood and keywords').getByText('braams')).toBeVisible();
    expect(section('Instruments, tempo and key').getByText('90–120 BPM')).toBeVisible();
    expect(section('Instruments, tempo and key').getByText('D minor')).toBeVisible();
    const info = section('Contact, budget and deadline');
    for (const text of [
      'Ava Morgan',
      'Music supervisor',
      'ava@northlight.example',
      '+44 20 7946 0000',
      '$2,500',
      '1 Dec 2026',
    ]) {
      expect(info.getByText(text)).toBeVisible();
    }
    const brief = section('Brief');
    expect(brief.getByText('A rising trailer cue.')).toBeVisible();
    expect(brief.getByText('Hans Zimmer')).toBeVisible();
    expect(brief.getByText('Heroes')).toBeVisible();
    expect(brief.getByRole('link', { name: /video\.example\/ref-1/ })).toHaveAttribute(
      'target',
      '_blank',
    );

    await userEvent.click(screen.getByRole('button', { name: 'Edit Genre, mood and keywords' }));
    expect(await stepHeading('Genre, mood and keywords')).toHaveFocus();
    expect(chip('Cinematic')).toHaveAttribute('aria-pressed', 'true');
  });

  it('says "Not given" of what was left out', async () => {
    keepDraft(5, { phone: '', soundLike: '', references: [], trailerizationOf: '', key: [] });
    renderWizard();
    await stepHeading('Summary');
    // The five left out, and the title (a draft from before it was asked has none).
    expect(screen.getAllByText('Not given')).toHaveLength(6);
  });

  it('resets only once confirmed, and then forgets the draft', async () => {
    keepDraft(2);
    renderWizard();
    await stepHeading('Instruments, tempo and key');
    await userEvent.click(screen.getByRole('button', { name: 'Reset' }));
    const dialog = screen.getByRole('dialog', { name: 'Start over?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(
      screen.getByRole('heading', { level: 2, name: 'Instruments, tempo and key' }),
    ).toBeVisible();

    await userEvent.click(screen.getByRole('button', { name: 'Reset' }));
    await userEvent.click(
      within(screen.getByRole('dialog', { name: 'Start over?' })).getByRole('button', {
        name: 'Confirm',
      }),
    );
    expect(await stepHeading('Category and length')).toBeVisible();
    expect(chip('Trailer')).toHaveAttribute('aria-pressed', 'false');
    expect(localStorage.getItem(DRAFT_KEY)).toBeNull();
    // The form is valid again: no message from before.
    expect(screen.queryByText('Choose at least one')).not.toBeInTheDocument();
  });

  it('sends exactly the spec payload from what was typed, with the tempo a range and the budget a number', async () => {
    // The first two steps are answered (they are chips); the typed answers are typed here.
    keepDraft(2, {
      instrumentation: [],
      key: [],
      tempo: [80, 140],
      budget: '',
      deadline: '',
      brief: '',
      soundLike: '',
      references: [],
      trailerizationOf: '',
    });
    const { sent } = renderWizard();
    await stepHeading('Instruments, tempo and key');
    await choose('Strings');
    await retype(/^Slowest BPM/, '90');
    await retype(/^Fastest BPM/, '120');
    await chooseFromMenu(/^Musical key/, 'D minor');
    await next();
    await chooseFromMenu(/^Your role/, 'Producer');
    await userEvent.type(screen.getByLabelText(/^Budget/), '2,500.50');
    pickDate('Deadline', '2026-12-01');
    await next();
    await paste(screen.getByRole('textbox', { name: /^Brief/ }), 'A rising trailer cue.');
    await paste(screen.getByLabelText(/^Sounds like/), 'Hans Zimmer');
    const link = screen.getByLabelText('Reference link');
    await paste(link, 'not a link');
    await userEvent.keyboard('{Enter}');
    expect(screen.getByText('Enter a full web address, such as https://agency.com')).toBeVisible();
    await userEvent.clear(link);
    await paste(link, 'https://video.example/ref-1');
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('link', { name: /video\.example\/ref-1/ })).toBeVisible();
    await paste(screen.getByLabelText(/^Trailerization of/), 'Heroes');
    await next();
    await stepHeading('Summary');
    await send();

    await waitFor(() => expect(sent).toHaveLength(1));
    expect(Object.keys(sent[0] ?? {}).sort()).toEqual([...SPEC_FIELDS].sort());
    expect(sent[0]).toEqual({
      ...BRIEF,
      duty: ['Music supervisor', 'Producer'],
      tempo: [90, 120],
      budget: 2500.5,
    });
  });

  it('leaves out what was not given', async () => {
    keepDraft(5, { phone: '', soundLike: '', trailerizationOf: '', references: [] });
    const { sent } = renderWizard();
    await stepHeading('Summary');
    await send();
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(Object.keys(sent[0] ?? {})).not.toContain('phone');
    expect(Object.keys(sent[0] ?? {})).not.toContain('soundLike');
    expect(sent[0]).toMatchObject({ references: [], budget: 2500 });
  });

  it('thanks, clears the draft and links to the new request once it is stored', async () => {
    keepDraft(5);
    renderWizard();
    await stepHeading('Summary');
    await send();

    expect(await screen.findByRole('heading', { name: 'Your request is live' })).toHaveFocus();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Thank you for contacting us, we will get back to you as soon as possible.',
    );
    expect(screen.getByRole('link', { name: 'View your request' })).toHaveAttribute(
      'href',
      `/requests/${clientRequestOf(1).id}`,
    );
    expect(screen.getByRole('link', { name: 'Go to active requests' })).toHaveAttribute(
      'href',
      '/active-requests',
    );
    expect(localStorage.getItem(DRAFT_KEY)).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Request more music' }));
    expect(await stepHeading('Category and length')).toBeVisible();
    expect(chip('Trailer')).toHaveAttribute('aria-pressed', 'false');
    expect(screen.queryByText('Choose at least one')).not.toBeInTheDocument();
  });

  it('opens "Upgrade Your Plan" when the plan has run out, and keeps the draft', async () => {
    keepDraft(5);
    renderWizard(
      wizardApi({
        status: 402,
        message: 'Your subscription has expired.',
        error: 'SUBSCRIPTION_REQUIRED',
      }),
    );
    await stepHeading('Summary');
    await send();
    expect(await screen.findByRole('dialog', { name: 'Upgrade Your Plan' })).toBeVisible();
    expect(screen.queryByText('CREATE_REQUEST_ERROR_MESSAGE')).not.toBeInTheDocument();
    expect(localStorage.getItem(DRAFT_KEY)).not.toBeNull();
    await userEvent.keyboard('{Escape}');
    expect(await stepHeading('Summary')).toBeVisible();
  });

  it('says CREATE_REQUEST_ERROR_MESSAGE on a failure and shows the server\u2019s objection on its step', async () => {
    keepDraft(5);
    renderWizard(
      wizardApi({
        status: 400,
        message: 'Some fields are missing or invalid.',
        error: 'VALIDATION_FAILED',
        fields: [{ field: 'references.0', message: 'This link cannot be reached' }],
      }),
    );
    await stepHeading('Summary');
    await send();
    expect(await screen.findByText('CREATE_REQUEST_ERROR_MESSAGE')).toBeVisible();
    expect(await stepHeading('Brief')).toBeVisible();
    expect(screen.getByText('This link cannot be reached')).toBeVisible();
    expect(localStorage.getItem(DRAFT_KEY)).not.toBeNull();
  });

  it('says CREATE_REQUEST_ERROR_MESSAGE when the server fails', async () => {
    keepDraft(5);
    renderWizard(wizardApi({ status: 500, message: 'Something went wrong on our side.' }));
    await stepHeading('Summary');
    await send();
    expect(await screen.findByText('CREATE_REQUEST_ERROR_MESSAGE')).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: 'Summary' })).toBeVisible();
  });
});
