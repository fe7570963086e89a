import { describe, expect, it } from 'vitest';
import { assertStorageKey, contentTypeOf, isMadeStorageKey, newStorageKey } from './storage-key';

describe('storage keys', () => {
  it('are random names in a folder per kind, with the extension of the kind', () => {
    expect(newStorageKey('mp3')).toMatch(/^audio\/[0-9a-f-]{36}\.mp3$/);
    expect(newStorageKey('wav')).toMatch(/^audio\/[0-9a-f-]{36}\.wav$/);
    expect(newStorageKey('stems')).toMatch(/^stems\/[0-9a-f-]{36}\.zip$/);
    expect(newStorageKey('mp3')).not.toBe(newStorageKey('mp3'));
  });

  it('name their content type', () => {
    expect(contentTypeOf('audio/a.mp3')).toBe('audio/mpeg');
    expect(contentTypeOf('audio/a.wav')).toBe('audio/wav');
    expect(contentTypeOf('stems/a.zip')).toBe('application/zip');
    expect(contentTypeOf('other/a.exe')).toBe('application/octet-stream');
  });

  it('accept only the shape the server makes', () => {
    expect(() => assertStorageKey(newStorageKey('wav'))).not.toThrow();
    for (const key of [
      '../secrets/jwt-secret',
      'audio/../../etc/passwd',
      '/etc/passwd',
      'audio//a.mp3',
      'audio/.hidden',
      'audio/a..mp3',
      'audio\\a.mp3',
      'C:/a.mp3',
      'audio/a.mp3/',
      '',
      `audio/${'a'.repeat(300)}.mp3`,
      'audio/a b.mp3',
      'audio/%2e%2e.mp3',
    ]) {
      expect(() => assertStorageKey(key), key).toThrow(
        expect.objectContaining({ name: 'AppError', code: 'NOT_FOUND', statusCode: 404 }),
      );
    }
  });

  it('tell what the server made, for the orphan sweep, from anything else of a valid shape', () => {
    for (const kind of ['mp3', 'wav', 'stems', 'image'] as const) {
      expect(isMadeStorageKey(newStorageKey(kind)), kind).toBe(true);
    }
    const uuid = crypto.randomUUID();
    for (const key of [
      `audio/${uuid}.zip`,
      `stems/${uuid}.mp3`,
      `backups/${uuid}.wav`,
      `audio/${uuid}.mp3.bak`,
      `audio/${uuid.toUpperCase()}.mp3`,
      'audio/take.mp3',
      `x/audio/${uuid}.mp3`,
    ]) {
      expect(isMadeStorageKey(key), key).toBe(false);
    }
  });
});
