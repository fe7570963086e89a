import type { Envelope } from '@cuebrief/shared';
import { api } from './api';
import { ApiError, dataOf, type RequestOptions } from './api-client';

/** Hands a file to the browser's downloads; an object of its own so tests can stand in. */
export const fileSaver = {
  save(blob: Blob, fileName: string) {
    const href = URL.createObjectURL(blob);
    const link = document.createElement('a');
    link.href = href;
    link.download = fileName;
    document.body.append(link);
    link.click();
    link.remove();
    // The click has handed the file over; the object URL is no longer needed.
    setTimeout(() => URL.revokeObjectURL(href), 0);
  },
};

/** The name the server gave in `Content-Disposition: attachment; filename="…"`, if any. */
export function fileNameOf(disposition: string | null): string | null {
  if (!disposition) return null;
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(disposition)?.[1];
  if (encoded) return decodeURIComponent(encoded);
  return /filename="?([^";]+)"?/i.exec(disposition)?.[1] ?? null;
}

/**
 * Downloads a file that only a signed-in person may have (a licence PDF): a signed link would
 * not do, since the answer depends on who asks. It goes through the api client's token renewal,
 * and a refusal is thrown as the ApiError of its envelope.
 */
export async function saveApiFile(
  path: string,
  options: { query?: RequestOptions['query']; fallbackName: string },
): Promise<void> {
  const response = await api.withAccessToken(async (accessToken) => {
    try {
      return await fetch(api.urlOf(path, options.query), {
        headers: accessToken ? { authorization: `Bearer ${accessToken}` } : {},
      });
    } catch {
      throw new ApiError('Network Error', 0, 'NETWORK_ERROR');
    }
  });
  if (!response.ok) {
    const envelope = (await response.json().catch(() => null)) as Envelope<null> | null;
    dataOf(response.status, envelope);
  }
  const blob = await response.blob();
  fileSaver.save(
    blob,
    fileNameOf(response.headers.get('content-disposition')) ?? options.fallbackName,
  );
}
