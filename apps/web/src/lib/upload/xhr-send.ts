import type { Envelope } from '@cuebrief/shared';
import { ApiError } from '../api-client';

export type XhrSendOptions = {
  url: string;
  body: FormData;
  accessToken: string | null;
  signal?: AbortSignal;
  /** Bytes of the body sent so far, of its total. */
  onProgress?: (loaded: number, total: number) => void;
  /** The whole body is sent: the server is reading, checking and storing it now. */
  onSent?: () => void;
};

/**
 * One multipart POST through XMLHttpRequest, the only browser API that reports upload progress
 * (fetch does not). Resolves with the status and the envelope, whatever the status; rejects
 * with "Network Error" when the server cannot be reached and with an AbortError when cancelled.
 */
export function xhrSend<T>(
  options: XhrSendOptions,
): Promise<{ status: number; envelope: Envelope<T> | null }> {
  return new Promise((resolve, reject) => {
    const aborted = () => new DOMException('The upload was cancelled.', 'AbortError');
    if (options.signal?.aborted) {
      reject(aborted());
      return;
    }
    const xhr = new XMLHttpRequest();
    xhr.open('POST', options.url);
    xhr.setRequestHeader('accept', 'application/json');
    if (options.accessToken) xhr.setRequestHeader('authorization', `Bearer ${options.accessToken}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) options.onProgress?.(event.loaded, event.total);
    };
    xhr.upload.onload = () => options.onSent?.();
    const onAbort = () => xhr.abort();
    options.signal?.addEventListener('abort', onAbort, { once: true });
    const settle = () => options.signal?.removeEventListener('abort', onAbort);
    xhr.onload = () => {
      settle();
      let envelope: Envelope<T> | null = null;
      try {
        envelope = JSON.parse(xhr.responseText) as Envelope<T>;
      } catch {
        // Not JSON (a proxy's error page): the status alone says what happened.
      }
      resolve({ status: xhr.status, envelope });
    };
    xhr.onerror = () => {
      settle();
      reject(new ApiError('Network Error', 0, 'NETWORK_ERROR'));
    };
    xhr.onabort = () => {
      settle();
      reject(aborted());
    };
    xhr.send(options.body);
  });
}
