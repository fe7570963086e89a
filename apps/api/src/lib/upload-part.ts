import type { Readable } from 'node:stream';

/**
 * One part of a multipart body as the upload routes hand it to services: a file still arriving
 * as a stream, or a text field. It lives here, below the HTTP plugin that parses bodies, so
 * services and the demo data speak of uploads without importing the HTTP layer.
 */
export type UploadPart =
  | { kind: 'file'; name: string; stream: Readable }
  | { kind: 'field'; name: string; value: unknown; isCut: boolean };

/**
 * What one route accepts in a body: its files and its text fields, each at most once, and the
 * most bytes its files may bring together.
 */
export type UploadShape = {
  files: readonly string[];
  fields: readonly string[];
  fileBytes: number;
};
