import {
  PLAYBACK_URL_TTL_SECONDS,
  type AdminAudio,
  type Audio,
  type AudioFavoriteBody,
  type AudioFileKind,
  type AudioType,
  type ClientAudio,
  type ComposerAudio,
  type FavoriteAudio,
  type FavouritesQuery,
  type FitBrief,
  type MediaLink,
} from '@cuebrief/shared';
import type { Db, DbOrTx, Tx } from '../../db/client';
import type { AudioFileRow, AudioRow, NewAudioRow, UserRow } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { askingPriceOf } from '../../lib/format-usd';
import type { ListWindow } from '../../lib/list-window';
import type { UploadPart } from '../../lib/upload-part';
import { audioNotFound, findOwnTake as findOwnTakeIn, findReachableAudio } from './audio-access';
import type { AudioFilesService } from './audio-files.types';
import { audioMarksRepository as marks } from './audio-marks.repository';
import {
  presentAdminAudio,
  presentAudio,
  presentClientAudio,
  presentComposerAudio,
  presentOffer,
} from './audio.presenter';
import type {
  AudioAction,
  AudioInContext,
  AudioWithFiles,
  BriefOf,
  DeletionGuard,
  NewFile,
} from './audio.types';
import { masterFileOf } from './audio.types';
import { createAudioUploadsService } from './audio-uploads.service';
import { audiosRepository as repository } from './audios.repository';
import { downloadName } from './download-name';
import { favouritesRepository } from './favourites.repository';
import { listedPeaks } from './listed-peaks';
import { playableFileOf } from './playable-file';
import type { FileSweeper } from './stored-files';

const FILE_NAMES: Record<AudioFileKind, string> = { mp3: 'MP3', wav: 'WAV', stems: 'stems' };

/**
 * Audio of every kind — a composer's takes, the catalogue's tracks, a placement's music — as
 * one: its rows and files, who may reach it, listening and downloading through signed links,
 * and clients' listens and favourites. The modules that own an audio's parent (submissions, an
 * album, a placement) write and delete its rows through this service, in their own
 * transactions, and present it through its views; nothing else reaches its repositories.
 */
export function createAudiosService(deps: {
  db: Db;
  clock: Clock;
  audioFiles: AudioFilesService;
  sweep: FileSweeper;
  /** Told when an audio's files are recorded, so their analysis starts without waiting a poll. */
  onFilesRecorded?: () => void;
}) {
  const { db, clock, audioFiles, sweep } = deps;
  /** Registered in services.ts by the modules that rely on an audio (see guardDeletion). */
  const deletionGuards: DeletionGuard[] = [];
  const uploads = createAudioUploadsService({ db, audioFiles, sweep });

  /** Why another module needs the audio kept, asked in `tx`; nothing when it may go. */
  async function reasonToKeep(tx: DbOrTx, audioId: string): Promise<string | undefined> {
    for (const guard of deletionGuards) {
      const reason = await guard(tx, audioId);
      if (reason) return reason;
    }
    return undefined;
  }

  /** A signed link to play an audio with these files (its mp3, else its wav); null without. */
  async function playLinkOf(files: AudioFileRow[]): Promise<MediaLink | null> {
    const playable = playableFileOf(files);
    return playable
      ? audioFiles.linkTo(playable.storageKey, { ttlSeconds: PLAYBACK_URL_TTL_SECONDS })
      : null;
  }

  /** A signed link that saves the audio's file of `kind` as `<title>.<kind>`. */
  async function saveLinkOf(audio: AudioRow, kind: AudioFileKind): Promise<MediaLink> {
    const file = (await repository.filesOf(db, audio.id)).find((f) => f.kind === kind);
    if (!file) throw new AppError('NOT_FOUND', `This audio has no ${FILE_NAMES[kind]} file.`);
    return audioFiles.linkTo(file.storageKey, { downloadName: downloadName(audio.title, kind) });
  }

  /** The views a client gets: each audio with their favourite, listen and latest offer. */
  async function clientViewsOf(clientId: string, entries: AudioWithFiles[], briefOf?: BriefOf) {
    const marksOf = await marks.marksOfClient(
      db,
      clientId,
      entries.map((entry) => entry.audio.id),
    );
    return entries.map((entry) => presentClientAudio(entry, marksOf, briefOf?.(entry)));
  }

  return {
    // Receiving and recording uploads, for the modules that own an audio's parent.
    ...uploads,
    /**
     * Lets another module refuse the deletion of an audio it relies on, in the delete's own
     * transaction, so that module needs no hook in this one's code and this one none of it.
     */
    guardDeletion(guard: DeletionGuard): void {
      deletionGuards.push(guard);
    },

    reasonToKeep,

    /** The audio `viewer` may take `action` on, of `audioType` when given; anything else is 404. */
    findReachable: (viewer: UserRow, audioId: string, action: AudioAction, audioType?: AudioType) =>
      findReachableAudio(db, viewer, audioId, action, audioType),

    /** As findReachable, read in the caller's transaction (to lock what hangs off it next). */
    findReachableInTransaction: (
      tx: DbOrTx,
      viewer: UserRow,
      audioId: string,
      action: AudioAction,
    ): Promise<AudioInContext> => findReachableAudio(tx, viewer, audioId, action),

    /** A composer's own take, to add stems to or delete; anything else is the same 404. */
    findOwnTake: (composer: UserRow, audioId: string, tx: DbOrTx = db) =>
      findOwnTakeIn(tx, composer, audioId),

    /** An audio with its parent, read in the caller's transaction; undefined when it is gone. */
    findInTransaction: (tx: DbOrTx, audioId: string): Promise<AudioInContext | undefined> =>
      repository.findInContext(tx, audioId),

    /**
     * Writes an audio and its file rows in the caller's transaction, for a module that owns the
     * audio's parent (a submission, an album, a placement), so its lock on the parent covers it.
     */
    async insertInTransaction(tx: DbOrTx, audio: NewAudioRow, files: NewFile[]) {
      const entry = await repository.insertWithFiles(tx, audio, files);
      deps.onFilesRecorded?.();
      return entry;
    },

    /**
     * Adds the one mp3 or wav of an upload to an audio stored already
     * (docs/contracts.md#audio-file-uploads), which must not have a file of that kind (409).
     * Once the file is stored, `stillTakesFiles` asks again whether the audio's parent takes
     * files (a long upload may outlast a deadline); then `lockAudio` reads the audio again in the
     * transaction, under its parent's lock (a take's submission, a track's album), and throws
     * when it is gone. Whatever fails leaves neither the row nor the file. A wav beside an mp3
     * becomes the master: the audio's length and waveform are then the wav's.
     */
    async attachPlayableFile(
      parts: AsyncIterable<UploadPart>,
      parent: { lockAudio: (tx: Tx) => Promise<AudioRow>; stillTakesFiles?: () => Promise<void> },
    ): Promise<AudioWithFiles> {
      const file = await uploads.receivePlayableFile(parts);
      await parent.stillTakesFiles?.().catch(async (error: unknown) => {
        await sweep([file.storageKey], 'audio file upload not recorded');
        throw error;
      });
      const entry = await uploads.recordStoredFiles([file.storageKey], async (tx) => {
        const audio = await parent.lockAudio(tx);
        const files = await repository.filesOf(tx, audio.id);
        if (files.some((kept) => kept.kind === file.format)) {
          throw new AppError(
            'INVALID_STATE',
            `This audio has its ${FILE_NAMES[file.format]} already: upload a new version to change it.`,
          );
        }
        const [row] = uploads.audioRowsOf([file], clock.now()).fileRows;
        if (!row) throw new Error('a file without its row');
        const isMaster = masterFileOf([...files, row]) === row;
        const master = { durationSeconds: file.durationSeconds, peaks: file.peaks };
        return repository.addPlayableFile(tx, audio, row, isMaster ? master : undefined);
      });
      deps.onFilesRecorded?.();
      return entry;
    },

    /** How many audios (its takes' versions) a submission has, in the caller's transaction. */
    countOfSubmissionInTransaction: (tx: DbOrTx, submissionId: string) =>
      repository.countOfSubmission(tx, submissionId),

    /**
     * Puts a new stems file in place of the old one in `tx`: the audio with its files after, and
     * where the old one was.
     */
    replaceStemsInTransaction: (tx: DbOrTx, audio: AudioRow, file: NewFile) =>
      repository.replaceStems(tx, audio, file),

    /**
     * Deletes an audio of any kind (its reactions with it) in `tx`, unless another module relies
     * on it (409; `subject` names it); 404 when it is already gone, deleted meanwhile by another
     * call. The storage keys of its files, to sweep after the commit.
     */
    async deleteUnlessKept(tx: DbOrTx, audioId: string, subject: string): Promise<string[]> {
      const reason = await reasonToKeep(tx, audioId);
      if (reason) {
        throw new AppError('INVALID_STATE', `${subject} ${reason}, so it cannot be deleted.`);
      }
      const deleted = await repository.deleteAudio(tx, audioId);
      if (!deleted) throw audioNotFound();
      return deleted.storageKeys;
    },

    /**
     * Deletes an audio in `tx` without asking the guards (the caller asked reasonToKeep): the
     * storage keys of its files, or nothing when it was gone already.
     */
    deleteInTransaction: (tx: DbOrTx, audioId: string) => repository.deleteAudio(tx, audioId),

    /** The audios given, each with its files (an album's tracks, the placements' music). */
    rowsWithFiles: (rows: AudioRow[]): Promise<AudioWithFiles[]> => repository.withFiles(db, rows),

    /** The takes of the submissions named, oldest first, with their files. */
    rowsOfSubmissions: (submissionIds: string[]): Promise<AudioWithFiles[]> =>
      repository.listOfSubmissions(db, submissionIds),

    /** Every version of a take, newest first, with their files. */
    rowsOfTake: (takeId: string): Promise<AudioWithFiles[]> => repository.listOfTake(db, takeId),

    /**
     * A take's latest version, read in the caller's transaction (under the submission's lock, so
     * the next version's number is taken once); undefined when the take has no version left.
     */
    latestOfTakeInTransaction: (tx: DbOrTx, takeId: string): Promise<AudioRow | undefined> =>
      repository.latestOfTake(tx, takeId),

    /**
     * A signed link to play an audio (its mp3, else its wav), for a caller that has decided
     * who may have it (a placement's public music); null when it has no file to play.
     */
    playLinkOf: (entry: AudioWithFiles): Promise<MediaLink | null> => playLinkOf(entry.files),

    /**
     * An audio as everyone sees it, for a view that adds its own fields; with the brief of the
     * request a take answers, how it fits.
     */
    viewOf: (entry: AudioWithFiles, brief?: FitBrief): Audio => presentAudio(entry, brief),

    /**
     * The views a composer gets: when a client first played each, and whether it is licensed.
     * With `briefOf`, each take's fit against the brief it answers (the views below alike).
     */
    async composerViewsOf(entries: AudioWithFiles[], briefOf?: BriefOf): Promise<ComposerAudio[]> {
      const stats = await marks.statsOf(
        db,
        entries.map((entry) => entry.audio.id),
      );
      return entries.map((entry) =>
        presentComposerAudio(entry, stats.get(entry.audio.id), briefOf?.(entry)),
      );
    },

    clientViewsOf: (
      client: UserRow,
      entries: AudioWithFiles[],
      briefOf?: BriefOf,
    ): Promise<ClientAudio[]> => clientViewsOf(client.id, entries, briefOf),

    /** The views admins get: the first listen, the favourites and offers of each. */
    async adminViewsOf(entries: AudioWithFiles[], briefOf?: BriefOf): Promise<AdminAudio[]> {
      const stats = await marks.statsOf(
        db,
        entries.map((entry) => entry.audio.id),
      );
      return entries.map((entry) =>
        presentAdminAudio(entry, stats.get(entry.audio.id), briefOf?.(entry)),
      );
    },

    /** The offer shape every client view of an audio carries; the offers module answers in it. */
    presentOffer,

    /**
     * A signed link to listen to an audio (its mp3, else its wav). A client's first link is the
     * moment they pressed play: it is recorded once as their listen.
     */
    async play(viewer: UserRow, audioId: string): Promise<MediaLink> {
      await findReachableAudio(db, viewer, audioId, 'play');
      const link = await playLinkOf(await repository.filesOf(db, audioId));
      if (!link) throw new AppError('NOT_FOUND', 'This audio has no file to play.');
      if (viewer.role === 'Client') {
        await marks.recordListen(db, { clientId: viewer.id, audioId, now: clock.now() });
      }
      return link;
    },

    /** A signed link that saves one file of an audio as `<title>.<kind>`. */
    async download(viewer: UserRow, audioId: string, kind: AudioFileKind): Promise<MediaLink> {
      const found = await findReachableAudio(db, viewer, audioId, 'download');
      return saveLinkOf(found.audio, kind);
    },

    /**
     * As `download`, for a caller that has decided who may have the file (a share link's
     * recipient): NOT_FOUND when the audio is gone or has no such file.
     */
    async downloadLinkOf(audioId: string, kind: AudioFileKind): Promise<MediaLink> {
      const found = await repository.findInContext(db, audioId);
      if (!found) throw audioNotFound();
      return saveLinkOf(found.audio, kind);
    },

    /**
     * Signed links that save each file an audio has, valid for `ttlSeconds`: for a caller that
     * has already decided who may have them (a licence's client). An audio that is gone has none.
     */
    async fileLinksOf(
      audioId: string,
      ttlSeconds: number,
    ): Promise<Partial<Record<AudioFileKind, MediaLink>>> {
      const found = await repository.findInContext(db, audioId);
      if (!found) return {};
      const links: Partial<Record<AudioFileKind, MediaLink>> = {};
      for (const file of await repository.filesOf(db, audioId)) {
        links[file.kind] = await audioFiles.linkTo(file.storageKey, {
          downloadName: downloadName(found.audio.title, file.kind),
          ttlSeconds,
        });
      }
      return links;
    },

    /** Marks or unmarks a favourite; sending the same mark twice changes nothing. */
    async setFavourite(
      client: UserRow,
      body: AudioFavoriteBody,
    ): Promise<{ audioId: string; isFavorite: boolean }> {
      await findReachableAudio(db, client, body.audioId, 'react', body.audioType);
      await marks.setFavourite(db, {
        clientId: client.id,
        audioId: body.audioId,
        isFavourite: body.isFavorite,
        now: clock.now(),
      });
      return { audioId: body.audioId, isFavorite: body.isFavorite };
    },

    /**
     * A window of a client's favourites across their requests' submissions and the catalogue,
     * newest first (docs/contracts.md#bounded-lists): each audio with the marks the shared
     * audio item shows and where it comes from.
     */
    async listFavourites(
      client: UserRow,
      query: FavouritesQuery,
    ): Promise<ListWindow<FavoriteAudio>> {
      const { rows: favourites, total } = await favouritesRepository.ofClient(db, client.id, query);
      const entries = await repository.withFiles(
        db,
        favourites.map((favourite) => favourite.audio),
      );
      const favouriteOf = new Map(favourites.map((favourite) => [favourite.audio.id, favourite]));
      const items = (await clientViewsOf(client.id, entries)).flatMap((view) => {
        const favourite = favouriteOf.get(view.id);
        if (!favourite) return [];
        return [
          {
            ...listedPeaks(view, query.peaks),
            favoritedAt: favourite.favouritedAt.toISOString(),
            source: favourite.source,
            askingPrice: askingPriceOf(favourite.askingPriceCents),
          },
        ];
      });
      return { items, total };
    },

    /** Account removal: a client's favourites and listens go. */
    async removeAccountData(tx: DbOrTx, removed: UserRow): Promise<void> {
      if (removed.role === 'Client') await marks.deleteOfClient(tx, removed.id);
    },
  };
}
export type AudiosService = ReturnType<typeof createAudiosService>;
