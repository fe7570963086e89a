import type { AudioFileKind } from '@cuebrief/shared';

const EXTENSIONS: Record<AudioFileKind, string> = { mp3: '.mp3', wav: '.wav', stems: ' stems.zip' };

/** A file name to save a download under: the title, without what a file system would refuse. */
export function downloadName(title: string, kind: AudioFileKind): string {
  const base =
    title
      .replace(/[\\/:*?"<>|\p{Cc}]+/gu, ' ')
      .replace(/\s+/g, ' ')
      .trim() || 'audio';
  return `${base}${EXTENSIONS[kind]}`;
}
