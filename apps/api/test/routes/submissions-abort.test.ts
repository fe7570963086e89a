import { describe, expect, it, vi } from 'vitest';
import { REQUEST } from '../helpers/requests';
import { useEveryRole } from '../helpers/every-role';
import { halfSentUpload } from '../helpers/half-sent-upload';
import { audioOf, mp3Part, openRequestOf, submissionTo, wavPart } from '../helpers/submissions';
import { everythingStored } from '../helpers/refusals';
import { useTestApp } from '../helpers/test-app';

const t = useTestApp();
const signedIn = useEveryRole(t);

describe('an upload whose client goes away', () => {
  it('leaves no audio row and no file, not even the mp3 it had already stored', async () => {
    const request = await openRequestOf(t, signedIn.Client.accessToken);
    const submission = await submissionTo(t, signedIn.Composer.accessToken, request.id);
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const before = await everythingStored(t);
    const receive = vi.spyOn(t.app.services.audioFiles, 'receiveAudio');
    try {
      // A whole mp3, then a wav long enough that half the body ends inside it.
      const upload = await halfSentUpload(
        address,
        `${REQUEST}/composer/submit/audio/${submission.id}`,
        signedIn.Composer.accessToken,
        [mp3Part(), wavPart(20)],
      );
      // The mp3 is stored and the wav is streaming in when the client goes.
      await vi.waitFor(() => expect(receive).toHaveBeenCalledTimes(2), { timeout: 10_000 });
      await expect(receive.mock.results[0]?.value).resolves.toMatchObject({ format: 'mp3' });
      upload.destroy();

      await expect(receive.mock.results[1]?.value).rejects.toThrow();
      await vi.waitFor(async () => expect(await everythingStored(t)).toEqual(before), {
        timeout: 10_000,
      });
    } finally {
      receive.mockRestore();
    }

    // The app goes on taking uploads.
    const audio = await audioOf(t, signedIn.Composer.accessToken, submission.id);
    expect(audio.files.map((file) => file.kind)).toEqual(['mp3']);
  });
});
