// Calls to the API under measurement, as a client makes them.
import { createReadStream } from 'node:fs';
import http from 'node:http';

export type Api = { baseUrl: string; token: string };

export async function callJson<T>(
  api: Api,
  method: string,
  route: string,
  body?: unknown,
): Promise<T> {
  const response = await fetch(`${api.baseUrl}${route}`, {
    method,
    headers: {
      authorization: `Bearer ${api.token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const envelope = (await response.json()) as { status: { message: string }; data: T };
  if (!response.ok) throw new Error(`${method} ${route}: ${envelope.status.message}`);
  return envelope.data;
}

/** Streams `file` as the `filewav` part of a multipart upload; answers the status and body. */
export function uploadWav(
  api: Api,
  route: string,
  file: string,
  fileBytes: number,
): Promise<{ status: number; body: string }> {
  const boundary = `----cuebrief-bench-${Date.now()}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="filewav"; filename="bench.wav"\r\n` +
      'Content-Type: audio/wav\r\n\r\n',
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return new Promise((resolve, reject) => {
    const request = http.request(
      `${api.baseUrl}${route}`,
      {
        method: 'POST',
        headers: {
          authorization: `Bearer ${api.token}`,
          'content-type': `multipart/form-data; boundary=${boundary}`,
          'content-length': head.length + fileBytes + tail.length,
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString() }),
        );
      },
    );
    request.on('error', reject);
    request.write(head);
    const source = createReadStream(file);
    source.on('error', reject);
    source.pipe(request, { end: false });
    source.on('end', () => request.end(tail));
  });
}
