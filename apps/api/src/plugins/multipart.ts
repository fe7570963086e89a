import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { UPLOAD_LIMITS_BYTES } from '@cuebrief/shared';
import { AppError, validationError } from '../lib/app-error';
import type { UploadPart, UploadShape } from '../lib/upload-part';
import { allowUploadTime } from './slow-clients';

/** A text field's value may be this long; longer ones arrive cut and are refused. */
export const UPLOAD_FIELD_MAX_BYTES = 16 * 1024;

/**
 * The parser lets a file through up to the largest kind and no further: each kind's own,
 * smaller limit is counted by the audio pipeline while the file streams into storage.
 */
const PARSER_FILE_LIMIT_BYTES = Math.max(...Object.values(UPLOAD_LIMITS_BYTES)) + 1;

/**
 * Multipart uploads for the routes of the plugin that calls this (Fastify keeps the parser to
 * that plugin, so every other route still answers a multipart body with 415).
 */
export async function registerMultipart(app: FastifyInstance): Promise<void> {
  await app.register(multipart, {
    limits: {
      fileSize: PARSER_FILE_LIMIT_BYTES,
      fieldSize: UPLOAD_FIELD_MAX_BYTES,
      fieldNameSize: 100,
      headerPairs: 20,
    },
    throwFileSizeLimit: true,
  });
}

const MIB = 1024 * 1024;
/** Room in a body besides its files: text fields, part headers and boundaries. */
const MULTIPART_FRAMING_BYTES = MIB;

const refusedField = (field: string, message: string) => validationError([{ field, message }]);

/** The parser's own refusals, told in words a person understands. */
function translated(error: unknown, shape: UploadShape): unknown {
  const code = (error as { code?: unknown }).code;
  switch (code) {
    case 'FST_FILES_LIMIT':
    case 'FST_FIELDS_LIMIT':
    case 'FST_PARTS_LIMIT':
      return new AppError(
        'VALIDATION_FAILED',
        `Send at most these parts, each once: ${[...shape.files, ...shape.fields].join(', ')}.`,
      );
    case 'FST_REQ_FILE_TOO_LARGE':
      return new AppError('PAYLOAD_TOO_LARGE', 'The file is larger than any upload may be.');
    case 'FST_INVALID_JSON_FIELD_ERROR':
      return refusedField(shape.fields[0] ?? 'body', 'This is not valid JSON.');
    case 'FST_MP_PREMATURE_CLOSE':
      return new AppError('MALFORMED_BODY', 'The upload stopped before it was complete.');
    case 'FST_PROTO_VIOLATION':
      return new AppError('MALFORMED_BODY', 'The upload names a part that is not allowed.');
    default:
      // Busboy's own errors (a broken boundary, a body cut short) are plain Errors.
      return error instanceof AppError || code !== undefined
        ? error
        : new AppError('MALFORMED_BODY', 'The upload could not be read as multipart/form-data.');
  }
}

/**
 * The size a request's body announces (Content-Length); none for a body sent in chunks. Node's
 * parser refuses a Content-Length that is not a plain number, so only an injected request can
 * bring one here, and it announces nothing.
 */
export function announcedBytes(request: FastifyRequest): number | undefined {
  const header = request.headers['content-length'];
  const bytes = Number(header);
  return header && bytes >= 0 ? bytes : undefined;
}

/**
 * The parts of a multipart upload, in the order they arrive, each file as a stream to be read
 * to its end before the next part comes. A part the route does not take, a second part of the
 * same name or a body that is not multipart is refused before anything is read from it.
 *
 * Called, it first refuses (413) a body that announces more than the route's files and their
 * framing could take, so the client learns at once instead of after sending it all; and it
 * gives the request an upload's time to arrive (slow-clients.ts).
 */
export function uploadParts(
  request: FastifyRequest,
  shape: UploadShape,
): AsyncGenerator<UploadPart> {
  if ((announcedBytes(request) ?? 0) > shape.fileBytes + MULTIPART_FRAMING_BYTES) {
    throw new AppError(
      'PAYLOAD_TOO_LARGE',
      `The upload is too large: its files may be at most ${Math.round(shape.fileBytes / MIB)} MB.`,
    );
  }
  allowUploadTime(request);
  return partsOf(request, shape);
}

async function* partsOf(request: FastifyRequest, shape: UploadShape): AsyncGenerator<UploadPart> {
  if (!request.isMultipart()) {
    throw new AppError(
      'UNSUPPORTED_MEDIA_TYPE',
      `Send the upload as multipart/form-data with ${shape.files.join(' or ')}.`,
    );
  }
  const seen = new Set<string>();
  const parts = request.parts({
    limits: { files: shape.files.length, fields: shape.fields.length },
  });
  try {
    for await (const part of parts) {
      const name = part.fieldname;
      const expected = part.type === 'file' ? shape.files : shape.fields;
      if (!expected.includes(name)) {
        const other = part.type === 'file' ? shape.fields : shape.files;
        throw refusedField(
          name,
          other.includes(name)
            ? part.type === 'file'
              ? 'Send this as text, not as a file'
              : 'Send this as a file'
            : 'This field is not allowed',
        );
      }
      if (seen.has(name)) throw refusedField(name, 'Send this only once');
      seen.add(name);
      yield part.type === 'file'
        ? { kind: 'file', name, stream: part.file }
        : { kind: 'field', name, value: part.value, isCut: part.valueTruncated };
    }
  } catch (error) {
    throw translated(error, shape);
  }
}

/**
 * An upload that fails midway leaves the rest of its body unread; the connection closes after
 * the answer instead of reading (possibly gigabytes of) a body that is no longer wanted.
 */
export async function closingOnFailure<T>(reply: FastifyReply, work: () => Promise<T>) {
  try {
    return await work();
  } catch (error) {
    reply.header('connection', 'close');
    throw error;
  }
}
