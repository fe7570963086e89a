import { Readable, pipeline, Transform } from 'node:stream';
import { API_PREFIX, PLAYBACK_URL_TTL_SECONDS, UPLOAD_LIMITS_BYTES } from '@cuebrief/shared';
import { AppError } from '../../lib/app-error';
import { uncounted, type Counter } from '../../lib/counter';
import type { Clock } from '../../lib/clock';
import type {
  AudioFilesService,
  StoredAudioFile,
  StoredImage,
  StoredStemsFile,
} from './audio-files.types';
import { emptyFile, tooLarge } from './audio-refusals';
import { renderImageOffThread } from './images/image-thread';
import type { Inspector, RemoteInspector } from './inspect/inspector';
import type { Mp3InspectorPool } from './inspect/mp3-worker-pool';
import { createWavInspector } from './inspect/wav-inspector';
import { checkStoredZip } from './inspect/zip-archive';
import { createZipInspector } from './inspect/zip-inspector';
import { createMediaLinkSigner, type MediaLinkQuery } from './media-links';
import type { ByteRange, Storage } from './storage/storage';
import type { PublicUrl } from '../../lib/public-url';
import {
  assertStorageKey,
  contentTypeOf,
  newStorageKey,
  type StoredKind,
} from './storage/storage-key';

/** A stored file as the media route serves it. */
export type MediaFile = {
  storageKey: string;
  bytes: number;
  contentType: string;
  downloadName: string | undefined;
  /** Seconds until the link expires: how long a browser may keep the answer. */
  secondsLeft: number;
};

/** The pipeline's contract, plus what the media route and the health check use. */
export type AudioFiles = AudioFilesService & {
  readonly storageDriver: Storage['driver'];
  /**
   * The file a media link names (its key from the path, the rest from its query): FORBIDDEN
   * when expired or forged, NOT_FOUND when removed.
   */
  openLink(storageKey: string, query: MediaLinkQuery): Promise<MediaFile>;
  /**
   * A stored file to send until `until`, for a route that decided itself who may have it (a
   * share link's stream): NOT_FOUND when removed.
   */
  openStoredFile(storageKey: string, until: Date): Promise<MediaFile>;
  /** A stored file's bytes, or one range of them. */
  readFile(storageKey: string, range?: ByteRange): Promise<Readable>;
  /** Throws when the storage cannot be reached or written. */
  checkStorage(): Promise<void>;
};

/**
 * An upload destroyed without an error (a client gone, a parser giving up) reaches the
 * storage as a stream closed before its end; the storage drivers never close it themselves.
 */
const isPrematureClose = (error: unknown) =>
  (error as { code?: unknown }).code === 'ERR_STREAM_PREMATURE_CLOSE';
const uploadCutShort = () =>
  new AppError('MALFORMED_BODY', 'The upload stopped before it was complete.');

export function createAudioFilesService(deps: {
  storage: Storage;
  clock: Clock;
  jwtSecret: string;
  /** Where the app is reached: local media links are absolute, so they also work in mail. */
  publicUrl: PublicUrl;
  /** Where mp3s are checked and decoded: worker threads, off the event loop. */
  mp3Inspectors: Mp3InspectorPool;
  /** Told the bytes of every upload as they arrive, by kind (the metrics, when they are on). */
  uploadBytes?: Counter<'kind'>;
}): AudioFiles {
  const { storage, clock } = deps;
  const uploadBytes = deps.uploadBytes ?? uncounted;
  const signer = createMediaLinkSigner(deps.jwtSecret);

  /**
   * Streams the upload through the size limit and the inspector into storage. The limit and
   * the inspector throw inside the stream, which stops reading the upload and makes the
   * storage drop what it had; the first cause (the check, or the upload's own error) is what
   * the caller gets, not the storage's report of a broken stream.
   */
  async function receive<T>(
    kind: StoredKind,
    upload: Readable,
    makeInspector: () => Inspector<T> | RemoteInspector<T> | Promise<Inspector<T>>,
  ): Promise<{ storageKey: string; bytes: number; measured: T }> {
    let cause: unknown;
    // Listening at once: an upload that fails while the decoder loads must not go unheard.
    upload.on('error', (error) => {
      cause ??= error;
    });
    let inspector: Inspector<T> | RemoteInspector<T>;
    try {
      inspector = await makeInspector();
    } catch (error) {
      upload.destroy();
      throw error;
    }

    const storageKey = newStorageKey(kind);
    const limit = UPLOAD_LIMITS_BYTES[kind];
    let bytes = 0;
    let measured: { value: T } | undefined;
    const fail = (error: unknown, done: (error: Error) => void) => {
      cause ??= error;
      done(error as Error);
    };
    const checked = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        bytes += chunk.length;
        uploadBytes.add(chunk.length, { kind });
        const pass = async () => {
          if (bytes > limit) throw tooLarge(kind);
          // A remote inspector that is behind answers a promise: the upload waits for it.
          await inspector.push(chunk);
        };
        pass().then(
          () => done(null, chunk),
          (error: unknown) => fail(error, done),
        );
      },
      flush(done) {
        const measure = async () => {
          if (bytes === 0) throw emptyFile();
          measured = { value: await inspector.finish() };
        };
        measure().then(
          () => done(),
          (error: unknown) => fail(error, done),
        );
      },
    });
    // Errors travel both ways: the upload's into `checked` (so storage sees it), and a failed
    // check destroys the upload, so no more of it is read.
    pipeline(upload, checked, () => {});

    try {
      await storage.write(storageKey, checked, contentTypeOf(storageKey));
    } catch (error) {
      // Decided now: tearing the streams down goes on while the file is removed, and would
      // report itself as the upload closing early.
      const reason = cause ?? (isPrematureClose(error) ? uploadCutShort() : error);
      // The drivers leave nothing behind on a failed write; this covers a driver that could
      // not tell (a store that took the object just as the stream failed).
      await storage.remove(storageKey).catch(() => {});
      throw reason;
    } finally {
      inspector.dispose();
    }
    // The storage only finishes once the stream ended, which is after `flush` measured it.
    if (!measured) throw cause ?? new AppError('INTERNAL_ERROR');
    return { storageKey, bytes, measured: measured.value };
  }

  /** The whole upload in memory, refused (413) as soon as it passes `kind`'s limit. */
  async function readWhole(kind: StoredKind, upload: Readable): Promise<Buffer> {
    const limit = UPLOAD_LIMITS_BYTES[kind];
    const chunks: Buffer[] = [];
    let bytes = 0;
    try {
      for await (const chunk of upload) {
        bytes += (chunk as Buffer).length;
        uploadBytes.add((chunk as Buffer).length, { kind });
        if (bytes > limit) throw tooLarge(kind);
        chunks.push(chunk as Buffer);
      }
    } catch (error) {
      upload.destroy();
      throw isPrematureClose(error) ? uploadCutShort() : error;
    }
    if (bytes === 0) throw emptyFile();
    return Buffer.concat(chunks);
  }

  /** Stores finished bytes under new keys; all of them or, on any failure, none. */
  async function storeAll(kind: StoredKind, files: Uint8Array[]): Promise<string[]> {
    const entries = files.map((file) => ({ key: newStorageKey(kind), file }));
    try {
      await Promise.all(
        entries.map(({ key, file }) =>
          storage.write(
            key,
            Readable.from([Buffer.from(file.buffer, file.byteOffset, file.byteLength)]),
            contentTypeOf(key),
          ),
        ),
      );
    } catch (error) {
      await Promise.all(entries.map(({ key }) => storage.remove(key).catch(() => {})));
      throw error;
    }
    return entries.map(({ key }) => key);
  }

  async function openStoredFile(
    storageKey: string,
    until: Date,
    downloadName: string | undefined,
  ): Promise<MediaFile> {
    const bytes = await storage.size(storageKey);
    if (bytes === null) throw new AppError('NOT_FOUND', 'This file no longer exists.');
    return {
      storageKey,
      bytes,
      contentType: contentTypeOf(storageKey),
      downloadName,
      secondsLeft: Math.max(0, Math.floor((until.getTime() - clock.now().getTime()) / 1000)),
    };
  }

  return {
    storageDriver: storage.driver,

    async receiveAudio(format, upload): Promise<StoredAudioFile> {
      const { storageKey, bytes, measured } = await receive(format, upload, () =>
        format === 'mp3' ? deps.mp3Inspectors.open() : createWavInspector(),
      );
      return { format, storageKey, bytes, ...measured };
    },

    async receiveStems(upload): Promise<StoredStemsFile> {
      const { storageKey, bytes } = await receive('stems', upload, createZipInspector);
      // The central directory is at the end of the zip, so what it holds is checked once the
      // whole file is stored, reading it back through the storage (decision 016).
      try {
        await checkStoredZip(storage, storageKey, bytes);
      } catch (error) {
        await storage.remove(storageKey).catch(() => {});
        throw error;
      }
      return { storageKey, bytes };
    },

    async receiveImage(upload): Promise<StoredImage> {
      const { cover, thumbnail, variants } = await renderImageOffThread(
        await readWhole('image', upload),
      );
      const [coverKey, thumbnailKey, ...variantKeys] = await storeAll(
        'image',
        [cover, thumbnail, ...variants].map((rendition) => rendition.bytes),
      );
      if (!coverKey || !thumbnailKey) throw new Error('an image stored without its keys');
      return {
        coverKey,
        thumbnailKey,
        width: cover.width,
        height: cover.height,
        variants: variants.map(({ width, height }, index) => ({
          key: variantKeys[index]!,
          width,
          height,
        })),
      };
    },

    async removeFiles(storageKeys) {
      await Promise.all(storageKeys.map((key) => storage.remove(key)));
    },

    async linkTo(storageKey, options = {}) {
      assertStorageKey(storageKey);
      const now = clock.now();
      const ttlSeconds = options.ttlSeconds ?? PLAYBACK_URL_TTL_SECONDS;
      // Whole seconds, as the token and S3 count them.
      const expiresAt = new Date((Math.floor(now.getTime() / 1000) + ttlSeconds) * 1000);
      const url = storage.presignGet
        ? await storage.presignGet(storageKey, {
            expiresAt,
            signedAt: now,
            contentType: contentTypeOf(storageKey),
            downloadName: options.downloadName,
          })
        : `${deps.publicUrl()}${API_PREFIX.media}${signer.sign({
            storageKey,
            expiresAt,
            downloadName: options.downloadName,
          })}`;
      return { url, expiresAt: expiresAt.toISOString() };
    },

    async openLink(storageKey, query) {
      const claims = signer.verify(storageKey, query, clock.now());
      return openStoredFile(claims.storageKey, claims.expiresAt, claims.downloadName);
    },

    openStoredFile: (storageKey, until) => openStoredFile(storageKey, until, undefined),

    readFile: (storageKey, range) => storage.read(storageKey, range),
    checkStorage: () => storage.check(),
  };
}
