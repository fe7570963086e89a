import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  MUSICAL_KEYS,
  TEMPO_MAX_BPM,
  type AdminCatalogueAudio,
  type UpdateCatalogueTrackBody,
} from '@cuebrief/shared';
import { beforeEach, describe, expect, it } from 'vitest';
import { apiResponse, fakeApi, windowResponse } from '../../../test/fake-api';
import { fakeMediaPlayback } from '../../../test/fake-media';
import { renderApp } from '../../../test/render';
import { adminTrackOf, albumOf } from '../test-fixtures';
import { TracksSection } from '../tracks-section';

const album = albumOf(1);

/**
 * An album's tracks as admins list them, and PUT /album/audio/{id}: stored and answered, or
 * refused with `refusal` (its message and the fields it names).
 */
function tracksServer(
  tracks: AdminCatalogueAudio[],
  refusal?: { status: number; message: string; fields?: { field: string; message: string }[] },
) {
  const edits: UpdateCatalogueTrackBody[] = [];
  let stored = tracks;
  const api = fakeApi('Admin', ({ method, path, query, body }) => {
    if (method === 'GET' && path.endsWith(`/album/audio/from/all/${album.id}`)) {
      return windowResponse(stored, query);
    }
    const edited = path.match(/\/album\/audio\/([^/]+)$/);
    if (method === 'PUT' && edited) {
      edits.push(body as UpdateCatalogueTrackBody);
      if (refusal) {
        return apiResponse(refusal.status, null, {
          message: refusal.message,
          error: 'VALIDATION_FAILED',
          fields: refusal.fields,
        });
      }
      const { bpm = null, key = null, ...words } = body as UpdateCatalogueTrackBody;
      stored = stored.map((track) =>
        track.id === edited[1]
          ? { ...track, ...words, description: words.description || null, bpm, key }
          : track,
      );
      return apiResponse(
        200,
        stored.find((track) => track.id === edited[1]),
      );
    }
    return undefined;
  });
  renderApp(<TracksSection album={album} isAdmin />, {
    api,
    path: `/cuebrief-music/${album.id}`,
  });
  return { ...api, edits };
}

const neonRain = adminTrackOf(1, {
  title: 'Neon Rain',
  description: 'Synths under rain.',
  bpm: 96,
  key: 'D minor',
});

async function openEditor(title = 'Neon Rain') {
  await userEvent.click(await screen.findByRole('button', { name: `Edit ${title}` }));
  return screen.getByRole('dialog', { name: `Edit “${title}”` });
}

beforeEach(() => {
  fakeMediaPlayback();
});

describe('editing a track', () => {
  it('opens with the track’s words filled in, and the keys the rest of the app uses', async () => {
    tracksServer([neonRain]);
    const dialog = await openEditor();
    expect(within(dialog).getByRole('textbox', { name: /Music name/ })).toHaveValue('Neon Rain');
    expect(within(dialog).getByRole('textbox', { name: 'Description' })).toHaveValue(
      'Synths under rain.',
    );
    expect(within(dialog).getByRole('spinbutton', { name: 'Tempo (BPM)' })).toHaveValue(96);
    const key = within(dialog).getByRole('combobox', { name: 'Key' });
    expect(key).toHaveTextContent('D minor');
    await userEvent.click(key);
    const options = within(screen.getByRole('listbox', { name: 'Key' })).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'Not given (the measured key is shown)',
      ...MUSICAL_KEYS,
    ]);
  });

  it('refuses a tempo out of range before sending anything', async () => {
    const api = tracksServer([neonRain]);
    const dialog = await openEditor();
    const tempo = within(dialog).getByRole('spinbutton', { name: 'Tempo (BPM)' });
    for (const typed of [String(TEMPO_MAX_BPM + 1), '10', '96.5']) {
      await userEvent.clear(tempo);
      await userEvent.type(tempo, typed);
      await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
      await waitFor(() => expect(tempo).toHaveAttribute('aria-invalid', 'true'));
    }
    expect(api.edits).toEqual([]);
    expect(screen.getByRole('dialog', { name: 'Edit “Neon Rain”' })).toBeVisible();
  });

  it('saves the new words, and the list shows them at once', async () => {
    const api = tracksServer([neonRain, adminTrackOf(2, { title: 'Tail Lights' })]);
    const dialog = await openEditor();
    const title = within(dialog).getByRole('textbox', { name: /Music name/ });
    await userEvent.clear(title);
    await userEvent.type(title, 'Neon Storm');
    await userEvent.clear(within(dialog).getByRole('textbox', { name: 'Description' }));
    const tempo = within(dialog).getByRole('spinbutton', { name: 'Tempo (BPM)' });
    await userEvent.clear(tempo);
    await userEvent.type(tempo, '70');
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Key' }));
    await userEvent.click(screen.getByRole('option', { name: 'A minor' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('“Neon Storm” is saved.')).toBeVisible();
    expect(api.edits).toEqual([{ title: 'Neon Storm', description: '', bpm: 70, key: 'A minor' }]);
    expect(api.calls()).toContain(`PUT /users/v1/request/album/audio/${neonRain.id}`);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const row = await screen.findByRole('listitem', { name: 'Neon Storm' });
    expect(within(row).getByText(/70 BPM/)).toBeVisible();
    expect(within(row).getByText(/A minor/)).toBeVisible();
    expect(screen.queryByRole('listitem', { name: 'Neon Rain' })).toBeNull();
    expect(screen.getByRole('listitem', { name: 'Tail Lights' })).toBeVisible();
  });

  it('sends a tempo and key left blank as not stated', async () => {
    const api = tracksServer([neonRain]);
    const dialog = await openEditor();
    await userEvent.clear(within(dialog).getByRole('spinbutton', { name: 'Tempo (BPM)' }));
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Key' }));
    await userEvent.click(
      screen.getByRole('option', { name: 'Not given (the measured key is shown)' }),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.edits).toHaveLength(1));
    expect(api.edits[0]).toEqual({ title: 'Neon Rain', description: 'Synths under rain.' });
  });

  it('shows the server’s refusal on the field it names and in a toast, keeping the dialog', async () => {
    const api = tracksServer([neonRain], {
      status: 400,
      message: 'Check the highlighted fields.',
      fields: [{ field: 'title', message: 'This name is taken on the album' }],
    });
    const dialog = await openEditor();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('The track could not be saved: Check the highlighted fields.'),
    ).toBeVisible();
    expect(within(dialog).getByText('This name is taken on the album')).toBeVisible();
    expect(within(dialog).getByRole('textbox', { name: /Music name/ })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(api.edits).toHaveLength(1);
    expect(screen.getByRole('dialog', { name: 'Edit “Neon Rain”' })).toBeVisible();
    // Behind the open dialog (hidden from screen readers meanwhile), the track is unchanged.
    expect(screen.getByRole('listitem', { name: 'Neon Rain', hidden: true })).toBeInTheDocument();
  });
});
