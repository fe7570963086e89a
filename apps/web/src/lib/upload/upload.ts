import { api } from '../api';
import { dataOf, type RequestOptions } from '../api-client';
import { xhrSend } from './xhr-send';

export type UploadOptions = {
  query?: RequestOptions['query'];
  /** The multipart fields: files and text, in the order the server reads them. */
  fields: Readonly<Record<string, Blob | string>>;
  signal?: AbortSignal;
  onProgress?: (loaded: number, total: number) => void;
  onSent?: () => void;
};

/**
 * A multipart POST to the API with upload progress, under the same bearer token and
 * 401 → refresh → retry as every other call (the retry sends the files again). Returns the
 * envelope's data or throws ApiError with the server's message (413, 415, …).
 */
export async function upload<T>(path: string, options: UploadOptions): Promise<T> {
  const body = new FormData();
  for (const [name, value] of Object.entries(options.fields)) body.append(name, value);
  const { status, envelope } = await api.withAccessToken((accessToken) =>
    xhrSend<T>({
      url: api.urlOf(path, options.query),
      body,
      accessToken,
      signal: options.signal,
      onProgress: options.onProgress,
      onSent: options.onSent,
    }),
  );
  return dataOf(status, envelope).data;
}
