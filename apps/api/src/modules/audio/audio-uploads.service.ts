import type { z } from 'zod';
import type { ImageLink, MediaLink } from '@cuebrief/shared';
import { UPLOAD_LIMITS_BYTES } from '@cuebrief/shared';
import type { Db, Tx } from '../../db/client';
import type { NewAudioFileRow } from '../../db/schema';
import type { ImageSizes } from '../../db/schema/image-sizes';
import { validationError } from '../../lib/app-error';
import type { UploadPart, UploadShape } from '../../lib/upload-part';
import {
  storedImageKeys,
  type AudioFilesService,
  type StoredAudioFile,
  type StoredImage,
  type StoredStemsFile,
} from './audio-files.types';
import { AUDIO_INFO_FIELD, parseInfoData } from './info-data';
import type { FileSweeper } from './stored-files';

/**
 * The files of an audio upload, by multipart field (filemp3, filewav: docs/contracts.md#payloads).
 */
const AUDIO_FILE_FIELDS = { filemp3: 'mp3', filewav: 'wav' } as const;
export const AUDIO_UPLOAD_SHAPE: UploadShape = {
  files: Object.keys(AUDIO_FILE_FIELDS),
  fields: [AUDIO_INFO_FIELD],
  fileBytes: UPLOAD_LIMITS_BYTES.mp3 + UPLOAD_LIMITS_BYTES.wav,
};
/**
 * One more file of an audio that is stored already (docs/contracts.md#audio-file-uploads): an
 * mp3 or a wav, sent on its own so each can be cancelled and sent again by itself.
 */
export const PLAYABLE_FILE_UPLOAD_SHAPE: UploadShape = {
  files: Object.keys(AUDIO_FILE_FIELDS),
  fields: [],
  fileBytes: Math.max(UPLOAD_LIMITS_BYTES.mp3, UPLOAD_LIMITS_BYTES.wav),
};
/** The stems of an audio, or an image: one file in the field `file`. */
export const STEMS_UPLOAD_SHAPE: UploadShape = {
  files: ['file'],
  fields: [],
  fileBytes: UPLOAD_LIMITS_BYTES.stems,
};
export const IMAGE_UPLOAD_SHAPE: UploadShape = {
  ...STEMS_UPLOAD_SHAPE,
  fileBytes: UPLOAD_LIMITS_BYTES.image,
};

/** The rows that record received files of an audio. */
function fileRowsOf(files: StoredAudioFile[], createdAt: Date): Omit<NewAudioFileRow, 'audioId'>[] {
  return files.map((file) => ({
    kind: file.format,
    storageKey: file.storageKey,
    bytes: file.bytes,
    durationSeconds: file.durationSeconds,
    sampleRate: file.sampleRate,
    channels: file.channels,
    bitRate: file.bitRate,
    createdAt,
  }));
}

export type ReceivedAudio<Info> = { files: StoredAudioFile[]; info: Info };

/**
 * How the modules that own an audio's parent (submissions, an album, a placement) take in its
 * files and images: streamed into storage as the parts arrive, recorded in one transaction, and
 * removed again when the upload fails or once their rows are gone (decision 011). The audios
 * service offers these methods to them as its own.
 */
export function createAudioUploadsService(deps: {
  db: Db;
  audioFiles: AudioFilesService;
  sweep: FileSweeper;
}) {
  const { db, audioFiles, sweep } = deps;

  async function receiveImageUpload(parts: AsyncIterable<UploadPart>): Promise<StoredImage> {
    let image: StoredImage | undefined;
    try {
      for await (const part of parts) {
        if (part.kind === 'file') image = await audioFiles.receiveImage(part.stream);
      }
    } catch (error) {
      await sweep(image ? storedImageKeys(image) : [], 'image upload failed');
      throw error;
    }
    if (!image) {
      throw validationError([{ field: 'file', message: 'Add a PNG, JPEG or WebP image' }]);
    }
    return image;
  }

  /**
   * Streams the one mp3 or wav of an upload into storage. A second file is refused (400) and
   * whatever was stored is removed again, as with any failure on the way.
   */
  async function receivePlayableFile(parts: AsyncIterable<UploadPart>): Promise<StoredAudioFile> {
    let file: StoredAudioFile | undefined;
    try {
      for await (const part of parts) {
        if (part.kind !== 'file') continue;
        if (file) {
          const message = 'Send one file at a time: an mp3 or a wav';
          throw validationError([{ field: part.name, message }]);
        }
        const format = AUDIO_FILE_FIELDS[part.name as keyof typeof AUDIO_FILE_FIELDS];
        file = await audioFiles.receiveAudio(format, part.stream);
      }
    } catch (error) {
      await sweep(file ? [file.storageKey] : [], 'audio file upload failed');
      throw error;
    }
    if (!file) {
      const message = 'Add an mp3 or a wav file';
      throw validationError(Object.keys(AUDIO_FILE_FIELDS).map((field) => ({ field, message })));
    }
    return file;
  }

  /**
   * Records files already in storage in one transaction; when that fails, the files are removed
   * again, so an upload leaves its files and their rows together or neither.
   */
  async function recordStoredFiles<T>(
    storageKeys: string[],
    record: (tx: Tx) => Promise<T>,
  ): Promise<T> {
    return db.transaction(record).catch(async (error: unknown) => {
      await sweep(storageKeys, 'upload not recorded');
      throw error;
    });
  }

  return {
    /**
     * Streams each file of an audio upload into storage as its part arrives, and reads its info
     * (`infoData`, checked by `infoSchema`; without it, what the schema makes of `{}`). On any
     * failure (a refused file, bad info, the client gone) the files already stored are removed
     * again before the error goes on.
     */
    async receiveAudioUpload<S extends z.ZodType>(
      parts: AsyncIterable<UploadPart>,
      infoSchema: S,
    ): Promise<ReceivedAudio<z.output<S>>> {
      const files: StoredAudioFile[] = [];
      let info: z.output<S> | undefined;
      try {
        for await (const part of parts) {
          if (part.kind === 'field') info = parseInfoData(infoSchema, part.value, part.isCut);
          else {
            const format = AUDIO_FILE_FIELDS[part.name as keyof typeof AUDIO_FILE_FIELDS];
            files.push(await audioFiles.receiveAudio(format, part.stream));
          }
        }
      } catch (error) {
        await sweep(
          files.map((file) => file.storageKey),
          'audio upload failed',
        );
        throw error;
      }
      if (files.length === 0) {
        const message = 'Add an mp3 or a wav file';
        throw validationError(Object.keys(AUDIO_FILE_FIELDS).map((field) => ({ field, message })));
      }
      return { files, info: info ?? parseInfoData(infoSchema, '', false) };
    },

    /** Streams the stems zip of an upload into storage; removes it again if the upload fails after. */
    async receiveStemsUpload(parts: AsyncIterable<UploadPart>): Promise<StoredStemsFile> {
      let stems: StoredStemsFile | undefined;
      try {
        for await (const part of parts) {
          if (part.kind === 'file') stems = await audioFiles.receiveStems(part.stream);
        }
      } catch (error) {
        await sweep(stems ? [stems.storageKey] : [], 'stems upload failed');
        throw error;
      }
      if (!stems) throw validationError([{ field: 'file', message: 'Add a zip of the stems' }]);
      return stems;
    },

    /**
     * What the rows of a received audio record: the master's measurements (the wav when both
     * came, being the master) and a row for each file.
     */
    audioRowsOf(files: StoredAudioFile[], createdAt: Date) {
      const master = files.find((file) => file.format === 'wav') ?? files[0];
      if (!master) throw new Error('an upload without files');
      const fileRows = fileRowsOf(files, createdAt);
      return { durationSeconds: master.durationSeconds, peaks: master.peaks, fileRows };
    },

    recordStoredFiles,

    receivePlayableFile,

    /**
     * Stores the image of an upload and hands it to `attach`, which records it on its row inside
     * a transaction and says which stored files it replaced; those go once the transaction commits.
     */
    async replaceImage(
      parts: AsyncIterable<UploadPart>,
      attach: (tx: Tx, image: StoredImage) => Promise<string[]>,
    ): Promise<void> {
      const image = await receiveImageUpload(parts);
      const replaced = await recordStoredFiles(storedImageKeys(image), (tx) => attach(tx, image));
      await sweep(replaced, 'image replaced');
    },

    /**
     * The signed links to an image's renditions, null when none was uploaded: the image with
     * its size and `srcset` (every width it was stored at, narrowest first), and the thumbnail.
     */
    async imageLinks(keys: {
      imageKey: string | null;
      thumbnailKey: string | null;
      imageSizes: ImageSizes | null;
    }): Promise<{ image: ImageLink | null; thumbnail: MediaLink | null }> {
      const variants = keys.imageSizes?.variants ?? [];
      const [image, thumbnail, ...variantLinks] = await Promise.all([
        keys.imageKey ? audioFiles.linkTo(keys.imageKey) : null,
        keys.thumbnailKey ? audioFiles.linkTo(keys.thumbnailKey) : null,
        ...variants.map((variant) => audioFiles.linkTo(variant.key)),
      ]);
      if (!image) return { image: null, thumbnail };
      const sizes = keys.imageSizes;
      const srcset = sizes
        ? [
            ...variants.map((variant, index) => ({
              url: variantLinks[index]!.url,
              width: variant.width,
            })),
            { url: image.url, width: sizes.width },
          ]
        : [];
      return {
        image: { ...image, width: sizes?.width ?? null, height: sizes?.height ?? null, srcset },
        thumbnail,
      };
    },

    /**
     * Removes stored files once nothing points at them any more (after the transaction that
     * dropped their rows); a failure is logged, never thrown.
     */
    sweepFiles: sweep,
  };
}
