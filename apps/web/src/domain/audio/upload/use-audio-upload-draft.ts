import { useEffect, useRef, useState } from 'react';
import { filesBytes, filesLabel, type AudioFiles } from './audio-files';
import type { AudioUploadFields } from './audio-upload-form';
import type { UploadControls } from '../../../components/upload/use-upload';
import { useUploadQueue, type ChosenFile } from '../../../components/upload/use-upload-queue';

/** A draft checked before it is sent: its title and words as the call takes them, or why not. */
type DraftCheck<Info, Errors> =
  { isValid: true; title: string; info: Info } | { isValid: false; errors: Errors };

/** The files of an audio upload, each on its own row; `both` is an mp3 and a wav sent together. */
export type AudioFileKey = 'mp3' | 'wav' | 'stems' | 'both';
type Body<Info> = { title: string; files: AudioFiles; info: Info };

/**
 * One audio upload's draft and its files' uploads, for AudioUploadForm (`formProps`) and
 * UploadFileRows (`queue`). With `attach`, each file travels on its own (decision 045): the
 * first to go makes the audio with the title and words (`create`), the others are added to it
 * (`attach`, then `stems` once the audio exists), so each can be cancelled and sent again by
 * itself. Without `attach`, the mp3 and wav travel together as one row. A change to the files
 * or words while nothing is stored starts over; the stored audio, after each file, goes to
 * `onStored`; `onSettled` hears when nothing is left on its way.
 */
export function useAudioUploadDraft<
  Draft extends AudioUploadFields,
  Info,
  Errors extends Partial<Record<string, string>>,
  Stored,
>({
  empty,
  check,
  create,
  attach,
  stems,
  onStored,
  onSettled,
}: {
  empty: () => Draft;
  check: (draft: Draft) => DraftCheck<Info, Errors>;
  create: (body: Body<Info>, controls: UploadControls) => Promise<Stored>;
  attach?: (
    stored: Stored,
    kind: 'mp3' | 'wav',
    file: File,
    controls: UploadControls,
  ) => Promise<Stored>;
  stems?: (stored: Stored, file: File, controls: UploadControls) => Promise<Stored>;
  onStored: (stored: Stored) => void;
  onSettled?: (stored: Stored, isAllDone: boolean) => void;
}) {
  const [draft, setDraft] = useState<Draft>(empty);
  const [stemsFile, setStemsFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<Errors>({} as Errors);
  const [stored, setStored] = useState<Stored | null>(null);
  const storedRef = useRef<Stored | null>(null);
  const body = useRef<Body<Info> | null>(null);

  const keep = (result: Stored) => {
    storedRef.current = result;
    setStored(result);
    onStored(result);
  };

  const send = async (key: AudioFileKey, file: File, controls: UploadControls) => {
    const audio = storedRef.current;
    const sent = body.current;
    if (!sent) throw new Error('a file sent without its draft');
    if (key === 'stems') {
      if (!audio || !stems) throw new Error('stems sent before their audio');
      keep(await stems(audio, file, controls));
    } else if (key === 'both') {
      keep(await create(sent, controls));
    } else if (audio && attach) {
      keep(await attach(audio, key, file, controls));
    } else {
      const only = { mp3: key === 'mp3' ? file : null, wav: key === 'wav' ? file : null };
      keep(await create({ ...sent, files: only }, controls));
    }
  };
  const queue = useUploadQueue<AudioFileKey>({
    send,
    isReady: (key) => key !== 'stems' || stored !== null,
  });

  // Told once each time the queue comes to rest with an audio stored.
  const wasBusy = useRef(false);
  const { isBusy, isAllDone } = queue;
  useEffect(() => {
    const settled = storedRef.current;
    if (wasBusy.current && !isBusy && settled !== null) onSettled?.(settled, isAllDone);
    wasBusy.current = isBusy;
    // Only a change of isBusy is news; onSettled may be a new function each render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [isBusy]);

  const isLocked = queue.files.length > 0 && (queue.isBusy || stored !== null);

  const change = (changes: Partial<Draft>) => {
    if (queue.files.length > 0) queue.reset();
    setDraft((current) => ({ ...current, ...changes }));
  };

  const sendAll = () => {
    const checked = check(draft);
    if (!checked.isValid) {
      setErrors(checked.errors);
      return;
    }
    setErrors({} as Errors);
    body.current = { title: checked.title, files: draft.files, info: checked.info };
    const { mp3, wav } = draft.files;
    const playable: ChosenFile<AudioFileKey>[] = attach
      ? [
          ...(mp3 ? [{ key: 'mp3' as const, file: mp3 }] : []),
          ...(wav ? [{ key: 'wav' as const, file: wav }] : []),
        ]
      : [
          {
            key: 'both',
            file: (mp3 ?? wav) as File,
            name: filesLabel(draft.files),
            bytes: filesBytes(draft.files),
          },
        ];
    const extra = stemsFile && stems ? [{ key: 'stems' as const, file: stemsFile }] : [];
    queue.enqueue([...playable, ...extra]);
  };

  /** Empties the form for the next audio. */
  const clear = () => {
    queue.reset();
    storedRef.current = null;
    body.current = null;
    setStored(null);
    setStemsFile(null);
    setDraft(empty());
  };

  return {
    draft,
    errors,
    change,
    queue,
    stored,
    isUploading: queue.isBusy,
    isLocked,
    clear,
    stemsFile,
    formProps: {
      draft,
      errors,
      onChange: change,
      hasStarted: queue.files.length > 0,
      onSend: sendAll,
      stems: stems
        ? {
            file: stemsFile,
            onChange: (file: File | null) => {
              if (queue.files.length > 0) queue.reset();
              setStemsFile(file);
            },
          }
        : undefined,
    },
  };
}
