import { beforeAll, describe, expect, it } from 'vitest';
import type { ComposerAudio } from '@cuebrief/shared';
import { writeWav } from '../helpers/audio-files';
import { useEveryRole } from '../helpers/every-role';
import { expectRefusedChangingNothing } from '../helpers/refusals';
import { submittedAudio, uploadStems } from '../helpers/submissions';
import { useTestApp } from '../helpers/test-app';
import { hostileZips, zipOf, type ZipEntrySpec } from '../helpers/zip-files';

const t = useTestApp();
const signedIn = useEveryRole(t);
const asComposer = () => signedIn.Composer.accessToken;

let audio: ComposerAudio;
beforeAll(async () => {
  ({ audio } = await submittedAudio(t, {
    client: signedIn.Client.accessToken,
    composer: asComposer(),
  }));
});

const stemsPart = (data: Buffer) => ({ name: 'file', filename: 'stems.zip', data });

describe('POST /composer/stems/:id checks what the zip holds', () => {
  it('stores real stems (deflated audio in a folder, MIDI, PDF, notes, macOS junk), not with a program', async () => {
    const wav = writeWav({ seconds: 1 });
    const stems: ZipEntrySpec[] = [
      { name: 'Glasswing stems/' },
      { name: 'Glasswing stems/drums.wav', data: wav, deflate: true },
      { name: 'Glasswing stems/bass.wav', data: wav, deflate: true },
      { name: 'Glasswing stems/strings.mid', data: 'MThd' },
      { name: 'Glasswing stems/cue sheet.pdf', data: '%PDF-1.7' },
      { name: 'Glasswing stems/notes.txt', data: '108 bpm, D major' },
      { name: 'Glasswing stems/.DS_Store', data: 'Bud1' },
      { name: '__MACOSX/._Glasswing stems', data: 'apple double' },
    ];
    const zip = zipOf(stems);
    const response = await uploadStems(t.app, asComposer(), audio.id, [stemsPart(zip)]);
    expect(response.statusCode, response.raw).toBe(200);
    expect(response.body.data.files.find((file) => file.kind === 'stems')).toMatchObject({
      bytes: zip.length,
    });
    const withProgram = zipOf([
      ...stems,
      { name: 'Glasswing stems/play.command', data: '#!/bin/sh' },
    ]);
    const refused = await expectRefusedChangingNothing(
      t,
      () => uploadStems(t.app, asComposer(), audio.id, [stemsPart(withProgram)]),
      415,
      'UNSUPPORTED_MEDIA_TYPE',
    );
    expect(refused.body.status.message).toMatch(/not this one: Glasswing stems\/play\.command/);
  });

  it.each(hostileZips())(
    'refuses $name (415), naming it, and stores nothing',
    async ({ zip, refusal }) => {
      const response = await expectRefusedChangingNothing(
        t,
        () => uploadStems(t.app, asComposer(), audio.id, [stemsPart(zip)]),
        415,
        'UNSUPPORTED_MEDIA_TYPE',
      );
      expect(response.body.status.message).toMatch(refusal);
    },
  );

  it('refuses a zip whose entry unpacks to more than it declares', async () => {
    const liar = zipOf([
      { name: 'drums.wav', data: Buffer.alloc(1024 * 1024), deflate: true, declaredSize: 9000 },
    ]);
    const response = await expectRefusedChangingNothing(
      t,
      () => uploadStems(t.app, asComposer(), audio.id, [stemsPart(liar)]),
      415,
      'UNSUPPORTED_MEDIA_TYPE',
    );
    expect(response.body.status.message).toMatch(/does not unpack to the size it declares/);
  });
});
