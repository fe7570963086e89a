import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { stubScreenWidth } from '../../../test/screen-width';
import {
  DRAFT_KEY,
  button,
  chip,
  choose,
  fixWizardClock,
  keepDraft,
  next,
  renderWizard,
  stepHeading,
} from './wizard-test-kit';

fixWizardClock();

/** A label of the stepper, as the button it is (found by text: the wizard's page is large). */
function stepButton(label: string): HTMLElement {
  const button = screen.getByText(label, { selector: '.MuiStepLabel-label' }).closest('button');
  if (!button) throw new Error(`the step ${label} is not a button`);
  return button;
}
const LABELS = ['Category', 'Genre & mood', 'Instruments', 'Contact', 'Brief', 'Summary'];
/** Which labels can be opened, in order. */
const openable = () => LABELS.filter((label) => !stepButton(label).hasAttribute('disabled'));

/** Steps 1 and 2 answered, on to step 3. */
async function walkToInstruments() {
  await stepHeading('Category and length');
  await choose('Trailer', '60 seconds');
  await next();
  await stepHeading('Genre, mood and keywords');
  await choose('Cinematic', 'Epic');
  await next();
  await stepHeading('Instruments, tempo and key');
}

describe("the wizard's stepper", () => {
  it('opens only the steps already visited, and says which one is shown', async () => {
    renderWizard();
    await stepHeading('Category and length');
    expect(openable()).toEqual(['Category']);
    expect(stepButton('Category')).toHaveAttribute('aria-selected', 'true');
    await walkToInstruments();
    expect(openable()).toEqual(['Category', 'Genre & mood', 'Instruments']);
    expect(stepButton('Instruments')).toHaveAttribute('aria-selected', 'true');
    expect(stepButton('Category')).toHaveAttribute('aria-selected', 'false');
  });

  it('goes back to a visited step and ahead again, focus on the step heading', async () => {
    renderWizard();
    await walkToInstruments();
    await userEvent.click(stepButton('Category'));
    expect(await stepHeading('Category and length')).toHaveFocus();
    expect(chip('Trailer')).toHaveAttribute('aria-pressed', 'true');
    // Going back takes nothing away: the steps reached stay open.
    expect(openable()).toEqual(['Category', 'Genre & mood', 'Instruments']);
    await userEvent.click(stepButton('Instruments'));
    expect(await stepHeading('Instruments, tempo and key')).toHaveFocus();
  });

  it('checks the step shown before going ahead, as Next does', async () => {
    renderWizard();
    await walkToInstruments();
    await userEvent.click(stepButton('Category'));
    await stepHeading('Category and length');
    await choose('Trailer');
    await userEvent.click(stepButton('Instruments'));
    expect(await screen.findByText('Choose at least one')).toBeVisible();
    expect(screen.getByText('Category and length', { selector: 'h2' })).toBeVisible();
    await choose('Advertising');
    await userEvent.click(stepButton('Genre & mood'));
    expect(await stepHeading('Genre, mood and keywords')).toHaveFocus();
  });

  it('is used by keyboard: arrows between the steps reached, Enter or Space opens one', async () => {
    renderWizard();
    await walkToInstruments();
    // One Tab stop for the six steps (a tab list): the arrows move between those reached.
    stepButton('Category').focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(stepButton('Genre & mood')).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(await stepHeading('Genre, mood and keywords')).toHaveFocus();
    stepButton('Instruments').focus();
    await userEvent.keyboard('{ArrowRight}');
    // Contact is not reached yet: the arrow goes round to the first step instead.
    expect(stepButton('Category')).toHaveFocus();
    await userEvent.keyboard(' ');
    expect(await stepHeading('Category and length')).toHaveFocus();
  });

  it('keeps the steps reached with the draft, and opens them again after a reload', async () => {
    keepDraft(1, {}, 4);
    renderWizard();
    expect(await stepHeading('Genre, mood and keywords')).toBeVisible();
    expect(openable()).toEqual(['Category', 'Genre & mood', 'Instruments', 'Contact', 'Brief']);
    await userEvent.click(stepButton('Brief'));
    expect(await stepHeading('Brief')).toHaveFocus();
    expect(JSON.parse(localStorage.getItem(DRAFT_KEY) ?? '{}')).toMatchObject({
      step: 4,
      visited: 4,
    });
  });

  it('reads a draft kept before it knew the steps reached as reaching its own step', async () => {
    keepDraft(3);
    renderWizard();
    await stepHeading('Contact, budget and deadline');
    expect(openable()).toEqual(['Category', 'Genre & mood', 'Instruments', 'Contact']);
  });

  it('starts from the first step alone after Reset', async () => {
    renderWizard();
    await walkToInstruments();
    await userEvent.click(button('Reset'));
    await userEvent.click(await screen.findByRole('button', { name: 'Confirm' }));
    expect(await stepHeading('Category and length')).toBeVisible();
    expect(openable()).toEqual(['Category']);
  });
});

describe("the wizard's steps on a phone", () => {
  it('opens a visited step from the step count, the others disabled', async () => {
    stubScreenWidth(390);
    renderWizard();
    await walkToInstruments();
    await userEvent.click(screen.getByText('Step 3 of 6', { selector: 'button' }));
    const menu = await screen.findByRole('menu');
    const item = (name: string) => within(menu).getByRole('menuitem', { name });
    expect(item('2. Genre, mood and keywords')).not.toHaveAttribute('aria-disabled');
    expect(item('3. Instruments, tempo and key')).toHaveClass('Mui-selected');
    expect(item('4. Contact, budget and deadline')).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(item('1. Category and length'));
    expect(await stepHeading('Category and length')).toHaveFocus();
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });
});
