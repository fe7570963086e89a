import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PASS_REASONS, type TakeDecisionBody } from '@cuebrief/shared';
import { describe, expect, it, vi } from 'vitest';
import { apiResponse, fakeApi } from '../../../test/fake-api';
import { renderApp } from '../../../test/render';
import { V2_ID, versionTarget } from '../test-fixtures';
import { DecisionDialog } from './decision-dialog';

/** The client's server: the pass reasons it serves (or fails to), and decisions as stored. */
function decisionApi(options: { reasonsFail?: boolean } = {}) {
  const decided: TakeDecisionBody[] = [];
  const api = fakeApi('Client', ({ method, path, body }) => {
    if (path.endsWith('/request/vocabularies')) {
      return options.reasonsFail
        ? apiResponse(500, null, { message: 'Something went wrong.' })
        : apiResponse(200, { passReasons: [...PASS_REASONS] });
    }
    if (method === 'PUT' && path.endsWith(`/audio/${V2_ID}/decision`)) {
      decided.push(body as TakeDecisionBody);
      return apiResponse(200, {
        ...(body as object),
        audioId: V2_ID,
        version: 2,
        note: null,
        decidedAt: '2026-11-22T10:00:00.000Z',
      });
    }
    return undefined;
  });
  return { ...api, decided };
}

function renderDialog(api: ReturnType<typeof decisionApi>) {
  const onClose = vi.fn();
  renderApp(
    <DecisionDialog
      target={versionTarget}
      decision={null}
      isOpen
      onClose={onClose}
      listKey={['client-submissions']}
    />,
    { api },
  );
  const dialog = screen.getByRole('dialog', { name: 'Your decision on Night Drive' });
  return { dialog, onClose, save: within(dialog).getByRole('button', { name: 'Save decision' }) };
}

describe('the decision dialog', () => {
  it('needs a choice, and a reason from the served list to pass', async () => {
    const api = decisionApi();
    const { dialog, save } = renderDialog(api);
    await userEvent.click(save);
    expect(await within(dialog).findByText('Shortlist or pass.')).toBeVisible();

    await userEvent.click(within(dialog).getByRole('radio', { name: /^Pass/ }));
    const reasons = await within(dialog).findByRole('group', { name: 'Reasons' });
    for (const reason of PASS_REASONS) {
      expect(within(reasons).getByRole('button', { name: reason })).toBeVisible();
    }
    await userEvent.click(save);
    expect(await within(dialog).findByText('Choose at least one reason to pass.')).toBeVisible();
    expect(api.decided).toHaveLength(0);
  });

  it('passes with the reasons chosen and a note', async () => {
    const api = decisionApi();
    const { dialog, onClose, save } = renderDialog(api);
    await userEvent.click(within(dialog).getByRole('radio', { name: /^Pass/ }));
    const reasons = await within(dialog).findByRole('group', { name: 'Reasons' });
    await userEvent.click(within(reasons).getByRole('button', { name: 'Tempo' }));
    await userEvent.click(within(reasons).getByRole('button', { name: 'Key' }));
    expect(within(reasons).getByRole('button', { name: 'Tempo' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await userEvent.click(within(dialog).getByRole('textbox', { name: 'Note (optional)' }));
    await userEvent.paste('Needs to sit at 120.');
    await userEvent.click(save);
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(api.decided).toEqual([
      { state: 'passed', reasons: ['Tempo', 'Key'], note: 'Needs to sit at 120.' },
    ]);
    expect(await screen.findByText('Your decision on “Night Drive” is saved.')).toBeVisible();
  });

  it('shortlists without reasons, dropping any chosen before', async () => {
    const api = decisionApi();
    const { dialog, save } = renderDialog(api);
    await userEvent.click(within(dialog).getByRole('radio', { name: /^Pass/ }));
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Mood' }));
    await userEvent.click(within(dialog).getByRole('radio', { name: /^Shortlist/ }));
    expect(within(dialog).queryByRole('group', { name: 'Reasons' })).toBeNull();
    await userEvent.click(save);
    await waitFor(() => expect(api.decided).toEqual([{ state: 'shortlisted', reasons: [] }]));
  });

  it('says when the reasons cannot be loaded, and tries again', async () => {
    const { dialog } = renderDialog(decisionApi({ reasonsFail: true }));
    await userEvent.click(within(dialog).getByRole('radio', { name: /^Pass/ }));
    expect(await within(dialog).findByText('The reasons could not be loaded.')).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'Try again' })).toBeVisible();
  });
});
