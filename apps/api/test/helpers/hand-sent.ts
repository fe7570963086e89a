import { randomUUID } from 'node:crypto';
import http from 'node:http';
import type { Envelope } from '@cuebrief/shared';

/** What a request sent by hand got: an answer, or its connection closed without one. */
export type HandSentAnswer = { status: number; body: Envelope<unknown> } | { status: 'closed' };

/**
 * A POST over a real connection (the app must `listen`) whose body the test sends piece by
 * piece, as slowly as it likes, and may never finish: what `app.inject` cannot do.
 */
export function sendByHand(url: string, headers: Record<string, string>) {
  const request = http.request(url, { method: 'POST', headers, agent: false });
  let timer: NodeJS.Timeout | undefined;
  const answer = new Promise<HandSentAnswer>((resolve) => {
    request.on('response', (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const text = Buffer.concat(chunks).toString();
        resolve({ status: response.statusCode ?? 0, body: JSON.parse(text) as Envelope<unknown> });
      });
      response.on('error', () => resolve({ status: 'closed' }));
    });
    // Cut off without an answer (or writing after the server closed): the test reads which.
    request.on('error', () => resolve({ status: 'closed' }));
  });
  void answer.finally(() => clearInterval(timer));

  const write = (bytes: Buffer | string) => {
    if (!request.destroyed) request.write(bytes);
  };
  return {
    answer,
    write,
    /** Writes what `next` gives every `everyMs` until it gives nothing (then ends) or an answer comes. */
    keepWriting(next: () => Buffer | undefined, everyMs: number) {
      timer = setInterval(() => {
        const chunk = next();
        if (chunk) write(chunk);
        else {
          clearInterval(timer);
          request.end();
        }
      }, everyMs);
    },
    destroy() {
      clearInterval(timer);
      request.destroy();
    },
  };
}

/** A multipart body's framing around one file part, for bodies sent by hand. */
export function multipartFraming(field: string, filename: string) {
  const boundary = `----cuebrief-hand-${randomUUID()}`;
  return {
    contentType: `multipart/form-data; boundary=${boundary}`,
    head: Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"` +
        '\r\nContent-Type: application/octet-stream\r\n\r\n',
    ),
    tail: Buffer.from(`\r\n--${boundary}--\r\n`),
  };
}

/** Hands out `bytes` `size` at a time, then nothing. */
export function piecesOf(bytes: Buffer, size: number): () => Buffer | undefined {
  let at = 0;
  return () => {
    if (at >= bytes.length) return undefined;
    const piece = bytes.subarray(at, at + size);
    at += size;
    return piece;
  };
}
