import { AppError } from '../../../lib/app-error';
import { sizeText } from '../audio-refusals';

/**
 * Why a stems zip was refused, in one sentence naming the file at fault, as the uploader reads
 * it. All are 415, like every other refusal of what a file holds.
 */

const refused = (message: string) => new AppError('UNSUPPORTED_MEDIA_TYPE', message);

/** An entry's name as a message shows it: a name may be 65,535 bytes long. */
function shown(name: string): string {
  return name.length > 120 ? `${name.slice(0, 119)}…` : name;
}

export const zipTooManyEntries = (count: number, most: number) =>
  refused(`The stems zip holds ${count} entries; at most ${most} are allowed.`);
export const zipOutsideFolder = (name: string) =>
  refused(`The stems zip contains a file outside its folder: ${shown(name)}`);
export const zipAbsolutePath = (name: string) =>
  refused(`The stems zip contains a file with an absolute path: ${shown(name)}`);
export const zipBadName = (name: string) =>
  refused(`The stems zip contains a file name that is not allowed: ${shown(name)}`);
export const zipLink = (name: string) =>
  refused(`The stems zip contains a link or special file, which is not allowed: ${shown(name)}`);
export const zipEncrypted = (name: string) =>
  refused(`The stems zip contains an encrypted file: ${shown(name)}`);
export const zipUnknownCompression = (name: string) =>
  refused(
    `The stems zip packs a file in a way this server cannot check (use standard zip): ${shown(name)}`,
  );
export const zipFileTypeRefused = (name: string) =>
  refused(
    `The stems zip may hold only audio, MIDI, PDF and text files, not this one: ${shown(name)}`,
  );
export const zipWithoutFiles = () => refused('The stems zip holds no files.');
export const zipUnpacksTooLarge = (most: number) =>
  refused(`The stems zip unpacks to more than ${sizeText(most)}.`);
export const zipRatioTooHigh = (most: number) =>
  refused(`The stems zip unpacks to more than ${most} times its size, as zip bombs do.`);
export const zipSizeLies = (name: string) =>
  refused(
    `The stems zip is damaged: a file does not unpack to the size it declares: ${shown(name)}`,
  );
export const zipNamesDiffer = (name: string) =>
  refused(`The stems zip is damaged: a file is named differently inside it: ${shown(name)}`);
export const zipDamaged = () => refused('The stems zip is damaged and cannot be read.');
