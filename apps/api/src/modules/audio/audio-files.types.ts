import type { Readable } from 'node:stream';
import type { MediaLink } from '@cuebrief/shared';

/** A playable file as stored: where it lives and what the server measured while it streamed in. */
export type StoredAudioFile = {
  format: 'mp3' | 'wav';
  storageKey: string;
  bytes: number;
  durationSeconds: number;
  sampleRate: number;
  channels: number;
  /** Bits per second. */
  bitRate: number;
  /** About WAVEFORM_POINTS values in 0..1. */
  peaks: number[];
};

/** A stored webp rendition of an image and its size in pixels. */
export type StoredRendition = { key: string; width: number; height: number };

/**
 * An uploaded image as stored (image-renditions.ts): its cover, the cover's narrower variants
 * for `srcset` (narrowest first) and a square thumbnail, all webp.
 */
export type StoredImage = {
  coverKey: string;
  thumbnailKey: string;
  width: number;
  height: number;
  variants: StoredRendition[];
};

/** Every file an image was stored as, for recording and for removing them together. */
export const storedImageKeys = (image: StoredImage): string[] => [
  image.coverKey,
  image.thumbnailKey,
  ...image.variants.map((variant) => variant.key),
];

/** A zip of stems as stored. */
export type StoredStemsFile = { storageKey: string; bytes: number };

/**
 * The audio pipeline other modules use (docs/contracts.md#audio-uploads): files stream in, are
 * checked by content, measured and stored under server-chosen names; links to them are signed and
 * expire. A `receive…` that throws (413 PAYLOAD_TOO_LARGE, 415 UNSUPPORTED_MEDIA_TYPE, an aborted
 * stream) has left no file behind. Storing the row that records a file is the caller's job; when
 * that fails, the caller removes the file again with `removeFiles`.
 */
export type AudioFilesService = {
  receiveAudio(format: 'mp3' | 'wav', upload: Readable): Promise<StoredAudioFile>;
  receiveStems(upload: Readable): Promise<StoredStemsFile>;
  /**
   * Reads an image (at most UPLOAD_LIMITS_BYTES.image; small enough to hold, as decoding needs
   * it whole), checks it by content on a worker thread and stores its cover, the cover's
   * narrower variants and its thumbnail.
   */
  receiveImage(upload: Readable): Promise<StoredImage>;
  /** Removes stored files; a key already gone is not an error. */
  removeFiles(storageKeys: readonly string[]): Promise<void>;
  /**
   * A signed, expiring link to a stored file that a browser can load without a token (the local
   * driver's media route with range requests, or an S3 presigned URL). With `downloadName` the
   * answer asks the browser to save it under that name.
   */
  linkTo(
    storageKey: string,
    options?: { downloadName?: string; ttlSeconds?: number },
  ): Promise<MediaLink>;
};
