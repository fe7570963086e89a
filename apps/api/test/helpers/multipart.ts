import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';

/** One part of a multipart/form-data body: a text field, or a file when it has a file name. */
export type FormPart = {
  name: string;
  /** Given for files. */
  filename?: string;
  contentType?: string;
  /** The bytes; a function yielding chunks streams them, so a large file is never held whole. */
  data: string | Buffer | (() => AsyncIterable<Buffer>);
};

const CRLF = '\r\n';

/**
 * A multipart/form-data body, built by hand: the test decides every byte (a file's name and
 * declared type, the order of parts, a body cut short), and large parts stream.
 */
export function multipartBody(parts: FormPart[]): {
  contentType: string;
  chunks: () => AsyncGenerator<Buffer>;
} {
  const boundary = `----cuebrief-test-${randomUUID()}`;
  async function* chunks(): AsyncGenerator<Buffer> {
    for (const part of parts) {
      const disposition =
        `form-data; name="${part.name}"` +
        (part.filename === undefined ? '' : `; filename="${part.filename}"`);
      const type = part.contentType ? `Content-Type: ${part.contentType}${CRLF}` : '';
      yield Buffer.from(
        `--${boundary}${CRLF}Content-Disposition: ${disposition}${CRLF}${type}${CRLF}`,
      );
      if (typeof part.data === 'function') yield* part.data();
      else yield Buffer.from(part.data);
      yield Buffer.from(CRLF);
    }
    yield Buffer.from(`--${boundary}--${CRLF}`);
  }
  return { contentType: `multipart/form-data; boundary=${boundary}`, chunks };
}

/** The whole body in one buffer, for bodies small enough to hold (and to cut in half). */
export async function multipartBytes(body: ReturnType<typeof multipartBody>): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of body.chunks()) chunks.push(chunk);
  return Buffer.concat(chunks);
}

/** The body as a stream for `app.inject`, which reads it as it goes. */
export const multipartStream = (body: ReturnType<typeof multipartBody>) =>
  Readable.from(body.chunks());
