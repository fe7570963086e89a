import { describe, expect, it } from 'vitest';
import { AppError } from '../../../lib/app-error';
import { pngBytes, writeWav, zipBytes } from '../../../../test/helpers/audio-files';
import { createZipInspector } from './zip-inspector';

function inspect(file: Buffer, chunkBytes = 1000): string {
  const inspector = createZipInspector();
  try {
    for (let at = 0; at < file.length; at += chunkBytes)
      inspector.push(file.subarray(at, at + chunkBytes));
    inspector.finish();
    return 'ok';
  } catch (error) {
    if (error instanceof AppError) return error.message;
    throw error;
  }
}

describe('zip inspector', () => {
  const zip = zipBytes({
    'drums.wav': writeWav({ seconds: 0.2 }),
    'bass.wav': writeWav({ seconds: 0.2 }),
  });

  it('accepts a whole zip, in chunks of any size', () => {
    for (const chunkBytes of [1, 7, 1000, 1_000_000]) expect(inspect(zip, chunkBytes)).toBe('ok');
  });

  it('refuses what does not start with a local file header', () => {
    expect(inspect(pngBytes())).toBe('Stems must be a zip file.');
    expect(inspect(writeWav({ seconds: 0.1 }))).toBe('Stems must be a zip file.');
    expect(inspect(Buffer.from('PK'))).toBe('Stems must be a zip file.');
  });

  it('refuses a zip cut short: its central directory never came', () => {
    expect(inspect(zip.subarray(0, zip.length - 30))).toBe('The zip file is incomplete.');
    expect(inspect(zip.subarray(0, 100))).toBe('The zip file is incomplete.');
  });
});
