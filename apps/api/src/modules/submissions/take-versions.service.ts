import { randomUUID } from 'node:crypto';
import { audioInfoSchema, versionNoteSchema, type ComposerTake } from '@cuebrief/shared';
import type { Db } from '../../db/client';
import type { UserRow } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { fullName } from '../../lib/full-name';
import type { UploadPart } from '../../lib/upload-part';
import type { AudiosService } from '../audio/audios.service';
import type { NotificationsService } from '../notifications/notifications.service';
import type { RequestsService } from '../requests/requests.service';
import type { ReviewsService } from '../reviews/reviews.service';
import { createTakeUploads } from './take-uploads';
import { reviewsOfTakes, takesOf } from './take-views';

/** The `infoData` of a new version: what a take's says, and what changed (`note`). */
const versionInfoSchema = audioInfoSchema.extend({ note: versionNoteSchema.optional() });

/** The line a client's review digest prints for a new version. */
function versionNotice(title: string, version: number, composer: UserRow, note: string | null) {
  const line = `"${title}" v${version} from ${fullName(composer)}`;
  return note ? `${line}: ${note}` : line;
}

/**
 * New versions of a composer's takes (docs/contracts.md#versions): each is an audio of its own,
 * numbered after the take's latest under the submission's lock, so offers, favourites, listens,
 * licences and analysis attach to it as to any audio. Uploaded like a take (take-uploads.ts),
 * while the request is open; the request's client hears of it in their review digest.
 */
export function createTakeVersionsService(deps: {
  db: Db;
  clock: Clock;
  requests: RequestsService;
  audios: AudiosService;
  reviews: ReviewsService;
  notifications: Pick<NotificationsService, 'record'>;
}) {
  const { clock, audios, reviews } = deps;
  const uploads = createTakeUploads(deps);

  return {
    /**
     * Adds a version to the composer's own take that `audioId` (any of its versions) belongs to:
     * an mp3 and/or a wav as for a take, what changed (`note`), and what the composer says of it;
     * the title, description, bpm and key not given are the latest version's. Answers with the
     * take, the new version first.
     */
    async addVersion(
      composer: UserRow,
      audioId: string,
      title: string | undefined,
      parts: AsyncIterable<UploadPart>,
    ): Promise<ComposerTake> {
      const owned = await audios.findOwnTake(composer, audioId);
      const takeId = owned.audio.takeId ?? owned.audio.id;
      const target = { submissionId: owned.submissionId, requestId: owned.requestId };
      const { brief } = await uploads.receiveAndRecord(
        composer,
        target,
        parts,
        versionInfoSchema,
        async (tx, upload) => {
          // Read again under the lock: the version named, or the latest, may be gone by now.
          await audios.findOwnTake(composer, audioId, tx);
          const latest = await audios.latestOfTakeInTransaction(tx, takeId);
          if (!latest) throw new Error('a take without its versions');
          const { info } = upload;
          const version = (latest.version ?? 0) + 1;
          const fields = {
            id: randomUUID(),
            takeId,
            version,
            title: title || latest.title,
            description: info.description ?? latest.description,
            bpm: info.bpm ?? latest.bpm,
            musicalKey: info.key ?? latest.musicalKey,
            versionNote: info.note ?? null,
          };
          const { audio } = await uploads.insertVersion(tx, owned.submissionId, fields, upload);
          await reviews.recordNotices(tx, [
            {
              recipientId: owned.clientId,
              audioId: audio.id,
              kind: 'version',
              summary: versionNotice(audio.title, version, composer, audio.versionNote),
              createdAt: clock.now(),
            },
          ]);
          await deps.notifications.record(tx, [
            {
              recipientId: owned.clientId,
              kind: 'take-version',
              subject: audio.title,
              params: { version, from: fullName(composer) },
              requestId: owned.requestId,
              audioId: audio.id,
            },
          ]);
        },
        'revisions',
      );
      const entries = await audios.rowsOfTake(takeId);
      const [views, reviewed] = await Promise.all([
        audios.composerViewsOf(entries, () => brief),
        reviewsOfTakes(reviews, composer, entries, () => owned.requestId),
      ]);
      const [take] = takesOf(views, reviewed);
      if (!take) throw new Error('a take without its versions');
      return take;
    },
  };
}
export type TakeVersionsService = ReturnType<typeof createTakeVersionsService>;
