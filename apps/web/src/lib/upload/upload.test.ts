import { API_PREFIX } from '@cuebrief/shared';
import { waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { apiResponse } from '../../test/fake-api';
import { fakeXhr } from '../../test/fake-xhr';
import { ApiError } from '../api-client';
import { tokenStorage } from '../token-storage';
import { upload } from './upload';

const mp3 = () => new File(['ID3 audio'], 'theme.mp3', { type: 'audio/mpeg' });

describe('an upload', () => {
  it('sends the files and fields as multipart with the bearer token and reports progress', async () => {
    tokenStorage.save({ accessToken: 'access-1', refreshToken: 'refresh-1' });
    const xhr = fakeXhr();
    const onProgress = vi.fn();
    const sending = upload<{ id: string }>('/users/v1/request/composer/submit/audio/s1', {
      query: { title: 'Night Drive' },
      fields: { filemp3: mp3(), infoData: '{"bpm":120}' },
      onProgress,
    });
    await waitFor(() => expect(xhr.sent).toHaveLength(1));
    const sent = xhr.last()!;
    expect(sent.method).toBe('POST');
    expect(sent.path).toBe('/users/v1/request/composer/submit/audio/s1?title=Night+Drive');
    expect(sent.headers.authorization).toBe('Bearer access-1');
    expect((sent.body?.get('filemp3') as File).name).toBe('theme.mp3');
    expect(sent.body?.get('infoData')).toBe('{"bpm":120}');
    sent.progress(5, 10);
    expect(onProgress).toHaveBeenCalledWith(5, 10);
    sent.respond(200, { id: 'a1' });
    await expect(sending).resolves.toEqual({ id: 'a1' });
  });

  it('refreshes an expired token and sends again', async () => {
    tokenStorage.save({ accessToken: 'expired', refreshToken: 'refresh-1' });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => apiResponse(200, { accessToken: 'fresh', refreshToken: 'refresh-2' })),
    );
    const xhr = fakeXhr();
    const sending = upload('/x', { fields: { file: mp3() } });
    await waitFor(() => expect(xhr.sent).toHaveLength(1));
    xhr.last()!.respond(401, null, { message: 'expired', error: 'TOKEN_EXPIRED' });
    await waitFor(() => expect(xhr.sent).toHaveLength(2));
    expect(vi.mocked(fetch).mock.calls[0]![0]).toBe(`${API_PREFIX.auth}/refresh-token`);
    expect(xhr.last()!.headers.authorization).toBe('Bearer fresh');
    xhr.last()!.respond(200, 'stored');
    await expect(sending).resolves.toBe('stored');
  });

  it('fails with the server’s message', async () => {
    const xhr = fakeXhr();
    const sending = upload('/x', { fields: { file: mp3() } });
    await waitFor(() => expect(xhr.sent).toHaveLength(1));
    xhr.last()!.respond(413, null, {
      message: 'The mp3 file is larger than 50 MB.',
      error: 'PAYLOAD_TOO_LARGE',
    });
    await expect(sending).rejects.toEqual(
      new ApiError('The mp3 file is larger than 50 MB.', 413, 'PAYLOAD_TOO_LARGE'),
    );
  });

  it('stops when cancelled', async () => {
    const xhr = fakeXhr();
    const controller = new AbortController();
    const sending = upload('/x', { fields: { file: mp3() }, signal: controller.signal });
    await waitFor(() => expect(xhr.sent).toHaveLength(1));
    controller.abort();
    expect(xhr.last()!.isAborted).toBe(true);
    await expect(sending).rejects.toMatchObject({ name: 'AbortError' });
  });
});
