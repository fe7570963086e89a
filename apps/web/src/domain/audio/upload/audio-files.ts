/**
 * The playable files of one audio upload: an mp3, a wav or both (at least one,
 * docs/contracts.md#audio-uploads).
 */
export type AudioFiles = { mp3: File | null; wav: File | null };

/** The multipart fields of an audio upload, under the names the API reads. */
export const audioFileFields = ({ mp3, wav }: AudioFiles) => ({
  ...(mp3 ? { filemp3: mp3 } : {}),
  ...(wav ? { filewav: wav } : {}),
});

/** "theme.mp3 + theme.wav": the files of one upload, for its progress row. */
export const filesLabel = (files: AudioFiles) =>
  [files.mp3, files.wav]
    .filter((file): file is File => file !== null)
    .map((file) => file.name)
    .join(' + ');

export const filesBytes = (files: AudioFiles) => (files.mp3?.size ?? 0) + (files.wav?.size ?? 0);
