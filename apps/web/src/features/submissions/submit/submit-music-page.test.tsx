import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComposerTake, CreateSubmissionBody } from '@cuebrief/shared';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiResponse, fakeApi, uuidOf } from '../../../test/fake-api';
import { fakeXhr } from '../../../test/fake-xhr';
import { renderApp } from '../../../test/render';
import {
  audioOf,
  composerSubmissionOf,
  composerTakeOf,
  mp3File,
  openRequestOf,
  storedSubmissionOf,
  wavFile,
} from '../test-fixtures';
import { SubmitMusicPage } from './submit-music-page';

const brief = openRequestOf(1);

/**
 * The composer's server: the open brief, the submission's create answering `status`, and the
 * composer's list answering the takes in `listed` (none until a test puts one there).
 */
function submitApi(
  options: { submitStatus?: number; open?: boolean; requestFailures?: number } = {},
) {
  const sent: CreateSubmissionBody[] = [];
  const listed: { takes: ComposerTake[] } = { takes: [] };
  let requestFailures = options.requestFailures ?? 0;
  const api = fakeApi('Composer', ({ method, path, body }) => {
    if (path.endsWith('/composer/submissions')) {
      return apiResponse(200, [composerSubmissionOf(1, listed.takes, { id: uuidOf(650) })]);
    }
    const isBrief = path.endsWith(`/composer/request/${brief.id}`);
    if (isBrief && requestFailures-- > 0) {
      return apiResponse(500, null, { message: 'Something went wrong.' });
    }
    if (isBrief && options.open !== false) return apiResponse(200, brief);
    if (path.endsWith(`/composer/submit/${brief.id}`) && method === 'POST') {
      sent.push(body as CreateSubmissionBody);
      const status = options.submitStatus ?? 200;
      if (status !== 200) return apiResponse(status, null, { message: 'Something went wrong.' });
      return apiResponse(200, storedSubmissionOf(brief.id, body as object));
    }
    return undefined;
  });
  return { ...api, sent, listed };
}

function renderPage(api: ReturnType<typeof submitApi>) {
  renderApp(
    <Routes>
      <Route path="/requests/:id/submit" element={<SubmitMusicPage />} />
    </Routes>,
    { api, path: `/requests/${brief.id}/submit` },
  );
  return api;
}

// The form's page is large: found by text, not role, a query does not walk every chip of it.
const detailsHeading = () => screen.findByText('About your music', { selector: 'h2' });
const continueButton = () => screen.findByText('Continue to audios', { selector: 'button' });

/** A choice chip: a toggle button named by its word. */
const chip = (name: string) =>
  screen.getByText(name, { selector: '.MuiChip-label' }).closest('[role="button"]');

const fileOf = (name: string, bytes: number) => {
  const file = new File(['audio'], name);
  Object.defineProperty(file, 'size', { value: bytes });
  return file;
};

afterEach(() => vi.restoreAllMocks());

/** The row of one file of an upload, found by its progress bar's name. */
const rowOf = (scope: HTMLElement, name: string) =>
  within(scope)
    .getByRole('progressbar', { name: `Upload of ${name}` })
    .closest<HTMLElement>('[data-testid="upload-progress"]')!;

/**
 * Names the audio "Night Drive" at 118 BPM, chooses its mp3 (4 MB), wav (36 MB) and stems
 * (90 MB), and sends them. Pasted rather than typed: each key would render the whole form.
 */
async function chooseFilesAndSend(audio: HTMLElement) {
  await userEvent.click(within(audio).getByRole('textbox', { name: 'Music title' }));
  await userEvent.paste('Night Drive');
  await userEvent.upload(within(audio).getByLabelText('MP3 file'), fileOf('night.mp3', 4e6));
  await userEvent.upload(within(audio).getByLabelText('WAV file'), fileOf('night.wav', 36e6));
  await userEvent.upload(within(audio).getByLabelText('Stems file'), fileOf('stems.zip', 9e7));
  await userEvent.click(within(audio).getByRole('spinbutton', { name: 'Tempo (BPM)' }));
  await userEvent.paste('118');
  await userEvent.click(within(audio).getByRole('button', { name: 'Upload audio' }));
}

describe('submitting music to a request', () => {
  it('starts from the brief’s words and sends the submission form', async () => {
    const api = renderPage(submitApi());
    expect(await detailsHeading()).toBeVisible();
    expect(screen.getByText(`For “${brief.title}”`, { selector: 'a' })).toHaveAttribute(
      'href',
      `/requests/${brief.id}`,
    );
    expect(chip('Cinematic')).toHaveAttribute('aria-pressed', 'true');
    expect(chip('Tense')).toHaveAttribute('aria-pressed', 'true');
    expect(chip('Jazz')).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByLabelText('Trailerization of')).toHaveValue('Mad World');

    await userEvent.click(chip('Tense')!);
    await userEvent.click(screen.getByLabelText('Note to the client'));
    await userEvent.paste('Full mix and a 30-second cut.');
    await userEvent.click(await continueButton());
    expect(await screen.findByText('Audios', { selector: 'h2' })).toBeVisible();
    expect(api.sent).toEqual([
      expect.objectContaining({
        genre: ['Cinematic', 'Orchestral'],
        mood: ['Epic'],
        tempo: [90, 120],
        trailerizationOf: 'Mad World',
        brief: 'Full mix and a 30-second cut.',
      }),
    ]);
    expect(api.sent[0]).not.toHaveProperty('soundLike');
  });

  it('checks the form with the shared schema before sending', async () => {
    const api = renderPage(submitApi());
    await detailsHeading();
    await userEvent.click(chip('Cinematic')!);
    await userEvent.click(chip('Orchestral')!);
    await userEvent.click(await continueButton());
    expect(await screen.findByText('Choose at least one')).toBeVisible();
    expect(api.sent).toHaveLength(0);
  });

  it('sends the asking price typed as the budget, checked with the shared rule', async () => {
    const api = renderPage(submitApi());
    await detailsHeading();
    const price = screen.getByLabelText('Your asking price');
    await userEvent.type(price, '0');
    await userEvent.click(await continueButton());
    expect(await screen.findByText('Enter more than 0')).toBeVisible();
    expect(api.sent).toHaveLength(0);
    await userEvent.clear(price);
    await userEvent.type(price, '$1,250.50');
    await userEvent.click(await continueButton());
    expect(await screen.findByText('Audios', { selector: 'h2' })).toBeVisible();
    expect(api.sent).toEqual([expect.objectContaining({ budget: 1250.5 })]);
    expect(screen.getByTestId('asking-price')).toHaveTextContent('Asking price $1,250.50 a take');
  });

  it('sends no budget when no asking price is typed', async () => {
    const api = renderPage(submitApi());
    await userEvent.click(await continueButton());
    expect(await screen.findByText('Audios', { selector: 'h2' })).toBeVisible();
    expect(api.sent[0]).not.toHaveProperty('budget');
    expect(screen.queryByTestId('asking-price')).toBeNull();
  });

  it('says "SUBMISSION FAILED" when the server refuses the form', async () => {
    renderPage(submitApi({ submitStatus: 500 }));
    await userEvent.click(await continueButton());
    expect(await screen.findByText('SUBMISSION FAILED')).toBeVisible();
    expect(await detailsHeading()).toBeVisible();
  });

  it('sends the mp3 first with the title and words, the wav and stems waiting on rows of their own, then ends on a done page', async () => {
    const xhr = fakeXhr();
    renderPage(submitApi());
    await userEvent.click(await continueButton());
    const audio = await screen.findByRole('region', { name: 'Audio 1' });
    expect(screen.getByRole('button', { name: 'Finish' })).toBeDisabled();

    await userEvent.click(within(audio).getByRole('button', { name: 'Upload audio' }));
    expect(within(audio).getAllByText('Add an mp3 or a wav file.')).toHaveLength(2);
    expect(xhr.sent).toHaveLength(0);

    await chooseFilesAndSend(audio);
    // Each file travels on its own: the mp3 first makes the take with its title and words.
    await waitFor(() => expect(xhr.sent).toHaveLength(1));
    const sent = xhr.last()!;
    expect(sent.path).toBe(
      `/users/v1/request/composer/submit/audio/${uuidOf(650)}?title=Night+Drive`,
    );
    expect((sent.body?.get('filemp3') as File).name).toBe('night.mp3');
    expect(sent.body?.get('filewav')).toBeNull();
    expect(JSON.parse(String(sent.body?.get('infoData')))).toEqual({ bpm: 118 });
    act(() => sent.progress(2e6, 4e6));
    expect(within(audio).getByRole('progressbar', { name: 'Upload of night.mp3' })).toHaveAttribute(
      'aria-valuenow',
      '50',
    );
    expect(rowOf(audio, 'night.wav')).toHaveAttribute('data-status', 'waiting');
    expect(within(audio).getByText('Waits until the mp3 or the wav is stored')).toBeVisible();
    expect(screen.getByText('Wait for the uploads to finish.')).toBeVisible();
    act(() => sent.sentAll(4e6));
    expect(within(audio).getByText('Sent; the server is checking the file…')).toBeVisible();
    act(() => sent.respond(200, audioOf(1, { title: 'Night Drive', files: [mp3File] })));
    expect(await within(audio).findByRole('button', { name: 'Play Night Drive' })).toBeVisible();

    // The wav joins the take, then the stems; with every file in, the submission can finish.
    await waitFor(() => expect(xhr.sent).toHaveLength(2));
    expect(xhr.last()!.path).toBe(`/users/v1/request/composer/audio/${audioOf(1).id}/file`);
    const withBoth = audioOf(1, { title: 'Night Drive', files: [mp3File, wavFile] });
    act(() => xhr.last()!.respond(200, withBoth));
    await waitFor(() => expect(xhr.sent).toHaveLength(3));
    expect(xhr.last()!.path).toBe(`/users/v1/request/composer/stems/${audioOf(1).id}`);
    act(() => xhr.last()!.respond(200, withBoth));
    await waitFor(() => expect(within(audio).getAllByText('Uploaded')).toHaveLength(3));

    await userEvent.click(screen.getByRole('button', { name: 'Finish' }));
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Your music is submitted' }),
    ).toHaveFocus();
    expect(screen.getByRole('link', { name: 'Go to My Submissions' })).toHaveAttribute(
      'href',
      '/my-submissions',
    );
  });

  it('cancels the wav halfway while the stems go on, and retries the wav alone', async () => {
    const xhr = fakeXhr();
    const api = renderPage(submitApi());
    await userEvent.click(await continueButton());
    const audio = await screen.findByRole('region', { name: 'Audio 1' });
    await chooseFilesAndSend(audio);
    await waitFor(() => expect(xhr.sent).toHaveLength(1));
    // The stored take is shown as the composer's list has it, measured.
    api.listed.takes = [composerTakeOf(1, { title: 'Night Drive', files: [mp3File] })];
    act(() => xhr.last()!.respond(200, audioOf(1, { title: 'Night Drive', files: [mp3File] })));
    expect(await within(audio).findByText('MP3 · 4 MB · 44.1 kHz')).toBeVisible();

    // The wav, cancelled halfway: its request is aborted and the stems go next.
    await waitFor(() => expect(xhr.sent).toHaveLength(2));
    act(() => xhr.last()!.progress(18e6, 36e6));
    const wavRow = rowOf(audio, 'night.wav');
    expect(wavRow).toHaveAttribute('data-status', 'uploading');
    await userEvent.click(within(audio).getByRole('button', { name: 'Cancel night.wav' }));
    expect(xhr.sent[1]!.isAborted).toBe(true);
    expect(within(wavRow).getByText('Upload cancelled.')).toBeVisible();
    await waitFor(() => expect(xhr.sent).toHaveLength(3));
    expect(xhr.last()!.path).toBe(`/users/v1/request/composer/stems/${audioOf(1).id}`);
    act(() => xhr.last()!.respond(200, audioOf(1, { title: 'Night Drive', files: [mp3File] })));
    expect(await within(rowOf(audio, 'stems.zip')).findByText('Uploaded')).toBeVisible();
    expect(within(rowOf(audio, 'night.mp3')).getByText('Uploaded')).toBeVisible();

    // Retried, only the wav is sent again.
    await userEvent.click(within(audio).getByRole('button', { name: 'Retry night.wav' }));
    await waitFor(() => expect(xhr.sent).toHaveLength(4));
    const again = xhr.last()!;
    expect(again.path).toBe(`/users/v1/request/composer/audio/${audioOf(1).id}/file`);
    expect((again.body?.get('filewav') as File).name).toBe('night.wav');
    expect(again.body?.get('filemp3')).toBeNull();
    const withBoth = { title: 'Night Drive', files: [mp3File, wavFile] };
    api.listed.takes = [composerTakeOf(1, withBoth)];
    act(() => again.respond(200, audioOf(1, withBoth)));
    await waitFor(() => expect(within(audio).getAllByText('Uploaded')).toHaveLength(3));
    // The list is read again after the wav, so the take shows its new file at once.
    expect(await within(audio).findByText(/^WAV · 35 MB/)).toBeVisible();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Finish' })).toBeEnabled());
  });

  it('shows the server’s message when an upload is refused, and adds more audios', async () => {
    const xhr = fakeXhr();
    renderPage(submitApi());
    await userEvent.click(await continueButton());
    const first = await screen.findByRole('region', { name: 'Audio 1' });
    await userEvent.upload(within(first).getByLabelText('MP3 file'), fileOf('fake.mp3', 1000));
    await userEvent.click(within(first).getByRole('button', { name: 'Upload audio' }));
    await waitFor(() => expect(xhr.sent).toHaveLength(1));
    act(() =>
      xhr.last()!.respond(415, null, {
        message: 'The mp3 file is not MPEG audio.',
        error: 'UNSUPPORTED_MEDIA_TYPE',
      }),
    );
    expect(
      await within(first).findByText('Upload failed: The mp3 file is not MPEG audio.'),
    ).toBeVisible();
    expect(within(first).getByRole('button', { name: 'Retry fake.mp3' })).toBeVisible();

    await userEvent.click(screen.getByRole('button', { name: 'Add another audio' }));
    const second = screen.getByRole('region', { name: 'Audio 2' });
    await userEvent.click(within(second).getByRole('button', { name: 'Remove this audio' }));
    expect(screen.queryByRole('region', { name: 'Audio 2' })).not.toBeInTheDocument();
  });

  it("says so when the request no longer takes music, with the spec's toast", async () => {
    renderPage(submitApi({ open: false }));
    expect(
      await screen.findByRole('heading', { name: 'This request takes no more music' }),
    ).toBeVisible();
    expect(await screen.findByText('REQUEST NOT FOUND')).toBeVisible();
  });

  it('says when the request cannot be loaded, toasts it, and tries again', async () => {
    // A 5xx is tried twice before the page says so (query-retry.ts).
    renderPage(submitApi({ requestFailures: 2 }));
    expect(await screen.findByText('The request could not be loaded.')).toBeVisible();
    expect(await screen.findByText('REQUEST NOT FOUND')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await detailsHeading()).toBeVisible();
  });
});
