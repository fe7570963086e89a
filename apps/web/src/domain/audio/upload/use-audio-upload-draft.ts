import { useState } from 'react';
import type { AudioFiles } from './audio-files';
import type { AudioUploadFields } from './audio-upload-form';
import { useUpload, type UploadControls } from '../../../components/upload/use-upload';

/** A draft checked before it is sent: its title and words as the call takes them, or why not. */
type DraftCheck<Info, Errors> =
  { isValid: true; title: string; info: Info } | { isValid: false; errors: Errors };

/**
 * One audio upload's draft and its upload, for AudioUploadForm (`formProps`): a change to the
 * files or words starts the upload over (a failed one is never retried with old files); sending
 * checks the draft first and shows what is wrong instead; a stored audio goes to `onStored`.
 */
export function useAudioUploadDraft<
  Draft extends AudioUploadFields,
  Info,
  Errors extends Partial<Record<string, string>>,
  Stored,
>({
  empty,
  check,
  upload,
  onStored,
}: {
  empty: () => Draft;
  check: (draft: Draft) => DraftCheck<Info, Errors>;
  upload: (
    body: { title: string; files: AudioFiles; info: Info },
    controls: UploadControls,
  ) => Promise<Stored>;
  onStored: (stored: Stored) => void;
}) {
  const [draft, setDraft] = useState<Draft>(empty);
  const [errors, setErrors] = useState<Errors>({} as Errors);
  const sending = useUpload<Stored>();
  const keep = (stored: Stored | null) => {
    if (stored) onStored(stored);
  };

  const change = (changes: Partial<Draft>) => {
    if (sending.state.status !== 'idle') sending.reset();
    setDraft((current) => ({ ...current, ...changes }));
  };

  const send = async () => {
    const checked = check(draft);
    if (!checked.isValid) {
      setErrors(checked.errors);
      return;
    }
    setErrors({} as Errors);
    const body = { title: checked.title, files: draft.files, info: checked.info };
    keep(await sending.start((controls) => upload(body, controls)));
  };

  return {
    draft,
    errors,
    change,
    state: sending.state,
    isUploading: sending.state.status === 'uploading',
    /** Empties the form for the next audio. */
    clear: () => {
      sending.reset();
      setDraft(empty());
    },
    formProps: {
      draft,
      errors,
      onChange: change,
      upload: sending.state,
      onSend: () => void send(),
      onCancel: sending.cancel,
      onRetry: () => void sending.retry().then(keep),
    },
  };
}
