/** The image formats an upload may be, told by their first bytes (not by name or type). */
export type ImageFormat = 'png' | 'jpeg' | 'webp';

const startsWith = (bytes: Buffer, signature: readonly number[], at = 0) =>
  bytes.length >= at + signature.length &&
  signature.every((byte, index) => bytes[at + index] === byte);

/**
 * The format an upload's bytes say it is: PNG's 8-byte signature, JPEG's SOI marker followed
 * by another marker, or a RIFF container of WEBP. Anything else is undefined.
 */
export function imageFormatOf(bytes: Buffer): ImageFormat | undefined {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (
    startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) &&
    startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8)
  ) {
    return 'webp';
  }
  return undefined;
}
