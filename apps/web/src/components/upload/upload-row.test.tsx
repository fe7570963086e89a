import { Button } from '@mui/material';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeXhr } from '../../test/fake-xhr';
import { FileDropZone } from './file-drop-zone';
import { upload } from '../../lib/upload/upload';
import { UploadProgressRow } from './upload-progress-row';
import { useUpload } from './use-upload';

const MB = 1024 * 1024;

/** A file of `bytes` without holding them: only the size is read before sending. */
function fileOf(name: string, bytes: number) {
  const file = new File(['x'], name);
  Object.defineProperty(file, 'size', { value: bytes });
  return file;
}

/** A screen with one drop zone and its upload, as the submission pages put them together. */
function StemsHarness() {
  const [file, setFile] = useState<File | null>(null);
  const sending = useUpload<unknown>();
  return (
    <>
      <FileDropZone label="Stems" kind="stems" file={file} onChange={setFile} />
      <Button
        disabled={!file}
        onClick={() =>
          file &&
          void sending.start((controls) => upload('/stems/a1', { fields: { file }, ...controls }))
        }
      >
        Send
      </Button>
      {file && (
        <UploadProgressRow
          name={file.name}
          bytes={file.size}
          state={sending.state}
          onCancel={sending.cancel}
          onRetry={() => void sending.retry()}
        />
      )}
    </>
  );
}

afterEach(() => vi.restoreAllMocks());

describe('the file drop zone', () => {
  it('takes a file from "Choose file" and shows its name and size, and removes it', async () => {
    render(<StemsHarness />);
    expect(screen.getByRole('button', { name: 'Choose Stems file' })).toBeVisible();
    expect(screen.getByText('.zip, up to 2 GB')).toBeVisible();
    await userEvent.upload(screen.getByLabelText('Stems file'), fileOf('stems.zip', 3.5 * MB));
    expect(screen.getByText('stems.zip')).toBeVisible();
    expect(screen.getByText('3.5 MB')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Remove stems.zip' }));
    expect(screen.queryByText('stems.zip')).not.toBeInTheDocument();
  });

  it('refuses a file of the wrong kind or over the limit before sending anything', async () => {
    const xhr = fakeXhr();
    render(<StemsHarness />);
    const input = screen.getByLabelText('Stems file');
    await userEvent.upload(input, fileOf('mix.wav', MB), { applyAccept: false });
    expect(screen.getByText('Choose a file ending in .zip.')).toBeVisible();
    await userEvent.upload(input, fileOf('huge.zip', 2049 * MB));
    expect(screen.getByText('This file is larger than 2 GB.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
    expect(xhr.sent).toHaveLength(0);
  });

  it('takes a dropped file', async () => {
    render(<StemsHarness />);
    const zone = screen.getByRole('group', { name: 'Stems' });
    const dropped = fileOf('dropped.zip', MB);
    act(() => {
      zone.dispatchEvent(
        Object.assign(new Event('drop', { bubbles: true }), {
          dataTransfer: { files: [dropped] },
        }),
      );
    });
    expect(await screen.findByText('dropped.zip')).toBeVisible();
  });
});

describe('an upload’s progress row', () => {
  it('shows percent, speed and time left, and can be cancelled and retried', async () => {
    const xhr = fakeXhr();
    const now = vi.spyOn(performance, 'now').mockReturnValue(0);
    render(<StemsHarness />);
    await userEvent.upload(screen.getByLabelText('Stems file'), fileOf('stems.zip', 100 * MB));
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(xhr.sent).toHaveLength(1));

    act(() => xhr.last()!.progress(0, 100 * MB));
    now.mockReturnValue(2000);
    act(() => xhr.last()!.progress(20 * MB, 100 * MB));
    const bar = screen.getByRole('progressbar', { name: 'Upload of stems.zip' });
    expect(bar).toHaveAttribute('aria-valuenow', '20');
    expect(
      screen.getByText('20% · 20 MB of 100 MB · 10.0 MB/s · About 8 seconds left'),
    ).toBeVisible();

    await userEvent.click(screen.getByRole('button', { name: 'Cancel stems.zip' }));
    expect(xhr.sent[0]!.isAborted).toBe(true);
    expect(await screen.findByText('Upload cancelled.')).toBeVisible();

    await userEvent.click(screen.getByRole('button', { name: 'Retry stems.zip' }));
    await waitFor(() => expect(xhr.sent).toHaveLength(2));
    act(() => xhr.last()!.respond(200, { id: 'a1' }));
    expect(await screen.findByText('Uploaded')).toBeVisible();
    expect(screen.getByTestId('upload-progress')).toHaveAttribute('data-status', 'done');
  });

  it('shows the server’s message after a failure, and succeeds on retry', async () => {
    const xhr = fakeXhr();
    render(<StemsHarness />);
    await userEvent.upload(screen.getByLabelText('Stems file'), fileOf('stems.zip', MB));
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(xhr.sent).toHaveLength(1));
    act(() =>
      xhr.last()!.respond(415, null, {
        message: 'Stems must be a zip archive.',
        error: 'UNSUPPORTED_MEDIA_TYPE',
      }),
    );
    expect(await screen.findByText('Upload failed: Stems must be a zip archive.')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Retry stems.zip' }));
    await waitFor(() => expect(xhr.sent).toHaveLength(2));
    act(() => xhr.last()!.respond(200, { id: 'a1' }));
    expect(await screen.findByText('Uploaded')).toBeVisible();
  });

  it('says "Network Error" when the connection drops', async () => {
    const xhr = fakeXhr();
    render(<StemsHarness />);
    await userEvent.upload(screen.getByLabelText('Stems file'), fileOf('stems.zip', MB));
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(xhr.sent).toHaveLength(1));
    act(() => xhr.last()!.fail());
    expect(await screen.findByText('Upload failed: Network Error')).toBeVisible();
  });
});
