import {
  audioInfoSchema,
  type CreatePlacementBody,
  type Placement,
  type PlacementListQuery,
} from '@cuebrief/shared';
import { imageSizesOf } from '../../db/image-keys';
import type { Db } from '../../db/client';
import type { PlacementRow } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import type { UploadPart } from '../../lib/upload-part';
import { listedPeaks, type AudioWithFiles } from '../audio/audio.types';
import type { AudiosService } from '../audio/audios.service';
import { presentPlacement } from './placements.presenter';
import { placementsRepository as repository } from './placements.repository';

const placementNotFound = () => new AppError('NOT_FOUND', 'There is no such placement.');

/**
 * Placements (docs/contracts.md#placements): the showcase of where music was used. Admins make them
 * and upload their music and image; everyone, guests too, reads them with signed, expiring links to
 * the image and to play the music, as nobody's token goes with an `<img>` or `<audio>`.
 */
export function createPlacementsService(deps: {
  db: Db;
  clock: Clock;
  /**
   * A placement's music is an audio: listed with its files, written and deleted through the
   * audios service.
   */
  audios: AudiosService;
}) {
  const { db, clock, audios } = deps;

  async function present(row: PlacementRow, audio: AudioWithFiles | undefined): Promise<Placement> {
    const [images, play] = await Promise.all([
      audios.imageLinks(row),
      audio ? audios.playLinkOf(audio) : null,
    ]);
    return presentPlacement(row, audio, { ...images, play });
  }

  async function presentAll(rows: PlacementRow[]): Promise<Placement[]> {
    const audioRows = await repository.audiosOf(
      db,
      rows.map((row) => row.id),
    );
    const entries = await audios.rowsWithFiles(audioRows);
    const music = new Map(entries.map((entry) => [entry.audio.placementId ?? '', entry]));
    return Promise.all(rows.map((row) => present(row, music.get(row.id))));
  }

  async function findPlacement(id: string): Promise<PlacementRow> {
    const row = await repository.find(db, id);
    if (!row) throw placementNotFound();
    return row;
  }

  async function get(id: string): Promise<Placement> {
    const [shown] = await presentAll([await findPlacement(id)]);
    if (!shown) throw placementNotFound();
    return shown;
  }

  return {
    /**
     * Newest first; the first `limit` when given. Their music carries `peaks` only when asked
     * with `peaks=full` (docs/contracts.md#waveforms).
     */
    async list(query: PlacementListQuery): Promise<Placement[]> {
      const shown = await presentAll(await repository.list(db, query.limit));
      return shown.map((placement) => ({
        ...placement,
        audio: placement.audio && listedPeaks(placement.audio, query.peaks),
      }));
    },

    get,

    async create(body: CreatePlacementBody): Promise<Placement> {
      const row = await repository.insert(db, {
        title: body.title,
        brand: body.brand,
        media: body.media,
        year: body.year,
        description: body.description ?? null,
        createdAt: clock.now(),
      });
      return present(row, undefined);
    },

    /**
     * Stores the music of a placement (an mp3 and/or a wav) in place of any before; the old
     * files go once the new ones are recorded.
     */
    async replaceAudio(id: string, parts: AsyncIterable<UploadPart>): Promise<Placement> {
      const placement = await findPlacement(id);
      const { files, info } = await audios.receiveAudioUpload(parts, audioInfoSchema);
      const replaced = await audios.recordStoredFiles(
        files.map((file) => file.storageKey),
        async (tx) => {
          if (!(await repository.find(tx, id, { forUpdate: true }))) throw placementNotFound();
          // A placement's music takes no offers, so no deletion guard keeps it; under the
          // placement's lock nothing else deletes it meanwhile.
          const oldAudioId = await repository.audioIdOf(tx, id);
          const oldKeys = oldAudioId
            ? await audios.deleteUnlessKept(tx, oldAudioId, "This placement's music")
            : [];
          const now = clock.now();
          const { durationSeconds, peaks, fileRows } = audios.audioRowsOf(files, now);
          await audios.insertInTransaction(
            tx,
            {
              placementId: id,
              title: placement.title,
              description: info.description ?? null,
              bpm: info.bpm ?? null,
              musicalKey: info.key ?? null,
              durationSeconds,
              peaks,
              createdAt: now,
            },
            fileRows,
          );
          return oldKeys;
        },
      );
      await audios.sweepFiles(replaced, 'placement audio replaced');
      return get(id);
    },

    /** Puts an uploaded image (checked by content) on a placement in place of its old one. */
    async replaceImage(id: string, parts: AsyncIterable<UploadPart>): Promise<Placement> {
      await findPlacement(id);
      await audios.replaceImage(parts, async (tx, image) => {
        const placement = await repository.find(tx, id, { forUpdate: true });
        if (!placement) throw placementNotFound();
        return repository.replaceImage(tx, placement, {
          imageKey: image.coverKey,
          thumbnailKey: image.thumbnailKey,
          imageSizes: imageSizesOf(image),
        });
      });
      return get(id);
    },

    /** Deletes a placement with its music; its files and images go after the commit. */
    async delete(id: string): Promise<void> {
      const keys = await db.transaction(async (tx) => {
        const placement = await repository.find(tx, id, { forUpdate: true });
        if (!placement) throw placementNotFound();
        return repository.delete(tx, placement);
      });
      await audios.sweepFiles(keys, 'placement deleted');
    },
  };
}
export type PlacementsService = ReturnType<typeof createPlacementsService>;
