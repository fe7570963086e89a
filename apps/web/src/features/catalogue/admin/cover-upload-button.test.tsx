import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeXhr } from '../../../test/fake-xhr';
import { renderApp } from '../../../test/render';
import { albumOf } from '../test-fixtures';
import { CoverUploadButton } from './cover-upload-button';

const album = albumOf(1, { title: 'Night Cities' });

const imageOf = (name: string, bytes: number) => {
  const file = new File(['image'], name);
  Object.defineProperty(file, 'size', { value: bytes });
  return file;
};

/** Resolves when the hidden file input is clicked, as the browser then opens its file picker. */
const pickerOpened = () => {
  const picker = screen.getByTestId('cover-file');
  return new Promise<void>((resolve) =>
    picker.addEventListener('click', () => resolve(), { once: true }),
  );
};

afterEach(() => vi.unstubAllGlobals());

describe('Upload cover', () => {
  it.each([
    ['Enter', '{Enter}'],
    ['Space', ' '],
  ])('opens the file picker itself, from the keyboard (%s)', async (_name, keys) => {
    renderApp(<CoverUploadButton album={album} />, { role: 'Admin' });
    const button = await screen.findByRole('button', { name: 'Upload cover' });
    // One button: no panel or dialog with a second button between the admin and the picker.
    expect(screen.getAllByRole('button')).toHaveLength(1);
    const opened = pickerOpened();
    await userEvent.tab();
    expect(button).toHaveFocus();
    await userEvent.keyboard(keys);
    await opened;
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('sends the chosen image at once, shows its progress and says it is stored', async () => {
    const xhr = fakeXhr();
    renderApp(<CoverUploadButton album={album} />, { role: 'Admin' });
    await userEvent.upload(screen.getByTestId('cover-file'), imageOf('night.jpg', 2e6));
    await waitFor(() => expect(xhr.sent).toHaveLength(1));
    expect(xhr.last()!.path).toBe(`/users/v1/request/album/img/${album.id}`);
    expect((xhr.last()!.body?.get('file') as File).name).toBe('night.jpg');
    expect(screen.getByRole('button', { name: 'Uploading cover…' })).toBeDisabled();
    act(() => xhr.last()!.progress(5e5, 2e6));
    expect(screen.getByRole('progressbar', { name: 'Upload of night.jpg' })).toHaveAttribute(
      'aria-valuenow',
      '25',
    );
    act(() => xhr.last()!.respond(200, album));
    expect(await screen.findByText('The cover is stored.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Upload cover' })).toBeEnabled();
  });

  it('refuses a file that is not an image before sending it', async () => {
    const xhr = fakeXhr();
    renderApp(<CoverUploadButton album={album} />, { role: 'Admin' });
    await screen.findByRole('button', { name: 'Upload cover' });
    // The picker offers images only; a file dropped past that filter is still checked.
    fireEvent.change(screen.getByTestId('cover-file'), {
      target: { files: [imageOf('notes.txt', 100)] },
    });
    expect(await screen.findByText(/\.png, \.jpg, \.jpeg, \.webp/)).toBeVisible();
    expect(xhr.sent).toHaveLength(0);
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('says UPLOAD_ALBUM_IMG_ERROR when the server refuses, and sends it again on Retry', async () => {
    const xhr = fakeXhr();
    renderApp(<CoverUploadButton album={album} />, { role: 'Admin' });
    await userEvent.upload(screen.getByTestId('cover-file'), imageOf('night.png', 1e6));
    await waitFor(() => expect(xhr.sent).toHaveLength(1));
    act(() => xhr.last()!.respond(415, null, { message: 'This is not a png image.' }));
    expect(await screen.findByText('UPLOAD_ALBUM_IMG_ERROR')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Retry night.png' }));
    await waitFor(() => expect(xhr.sent).toHaveLength(2));
    expect((xhr.last()!.body?.get('file') as File).name).toBe('night.png');
    act(() => xhr.last()!.respond(200, album));
    expect(await screen.findByText('The cover is stored.')).toBeVisible();
  });

  it('is "Replace cover" once the album has one', async () => {
    renderApp(
      <CoverUploadButton
        album={albumOf(1, {
          cover: {
            url: 'https://media.test/cover.webp',
            expiresAt: '2026-11-23T14:00:00Z',
            width: 640,
            height: 640,
            srcset: [],
          },
        })}
      />,
      { role: 'Admin' },
    );
    expect(await screen.findByRole('button', { name: 'Replace cover' })).toBeVisible();
  });
});
