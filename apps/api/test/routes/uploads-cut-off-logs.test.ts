import { beforeAll, describe, expect, it, vi } from 'vitest';
import { albumOf, trackOf } from '../helpers/catalogue';
import { useEveryRole } from '../helpers/every-role';
import { halfSentUpload } from '../helpers/half-sent-upload';
import { sendByHand } from '../helpers/hand-sent';
import type { FormPart } from '../helpers/multipart';
import { everythingStored } from '../helpers/refusals';
import { REQUEST } from '../helpers/requests';
import { audioOf, mp3Part, openRequestOf, submissionTo, wavPart } from '../helpers/submissions';
import { useTestApp } from '../helpers/test-app';

type LogEntry = { level: number; msg?: string; code?: string };

const lines: string[] = [];
const t = useTestApp({ logStream: { write: (line) => lines.push(line) } });
const signedIn = useEveryRole(t);

const CLOSED_BY_CLIENT =
  'stopped reading the request: The client closed the connection before the request arrived.';

let address: string;
beforeAll(async () => {
  address = await t.app.listen({ port: 0, host: '127.0.0.1' });
});

/**
 * The lines logged while `cutOff` starts a request and closes its connection mid-body: read once
 * its one line says the client went away, and nothing stored is left of it.
 */
async function loggedWhile(cutOff: () => Promise<void>): Promise<LogEntry[]> {
  const before = await everythingStored(t);
  lines.length = 0;
  await cutOff();
  const entries = () => lines.map((line) => JSON.parse(line) as LogEntry);
  await vi.waitFor(() => expect(entries().map((entry) => entry.msg)).toContain(CLOSED_BY_CLIENT), {
    timeout: 10_000,
  });
  await vi.waitFor(async () => expect(await everythingStored(t)).toEqual(before), {
    timeout: 10_000,
  });
  return entries();
}

/** Sends half of an upload of `parts` to `path` and cuts it once its file streams into storage. */
async function cutUpload(path: string, token: string, parts: FormPart[]) {
  const receive = vi.spyOn(t.app.services.audioFiles, 'receiveAudio');
  try {
    const upload = await halfSentUpload(address, path, token, parts);
    await vi.waitFor(() => expect(receive).toHaveBeenCalledTimes(parts.length), {
      timeout: 10_000,
    });
    upload.destroy();
    await expect(receive.mock.results.at(-1)?.value).rejects.toThrow();
  } finally {
    receive.mockRestore();
  }
}

function expectClientClosedOnly(entries: LogEntry[]) {
  expect(entries.filter((entry) => entry.level >= 40)).toEqual([]);
  expect(JSON.stringify(entries)).not.toMatch(/database|unreachable/i);
  const closed = entries.filter((entry) => entry.msg === CLOSED_BY_CLIENT);
  expect(closed).toEqual([expect.objectContaining({ level: 30, code: 'ECONNRESET' })]);
}

// Logged at info as the client's doing, never as a lost database (an error line, a 503).
describe('a request whose client closes the connection mid-body', () => {
  it("on a take: the wav sent on its own, and a whole take's mp3 and wav", async () => {
    const request = await openRequestOf(t, signedIn.Client.accessToken);
    const submission = await submissionTo(t, signedIn.Composer.accessToken, request.id);
    const take = await audioOf(t, signedIn.Composer.accessToken, submission.id, [mp3Part()]);

    const perFile = await loggedWhile(() =>
      cutUpload(`${REQUEST}/composer/audio/${take.id}/file`, signedIn.Composer.accessToken, [
        wavPart(20),
      ]),
    );
    expectClientClosedOnly(perFile);

    const whole = await loggedWhile(() =>
      cutUpload(
        `${REQUEST}/composer/submit/audio/${submission.id}`,
        signedIn.Composer.accessToken,
        [mp3Part(), wavPart(20)],
      ),
    );
    expectClientClosedOnly(whole);
  });

  it('on a catalogue track: its wav sent on its own', async () => {
    const album = await albumOf(t.app, signedIn.Admin.accessToken, { title: 'Cut off' });
    const track = await trackOf(t.app, signedIn.Admin.accessToken, album.id);
    const entries = await loggedWhile(() =>
      cutUpload(`${REQUEST}/album/audio/${track.id}/file`, signedIn.Admin.accessToken, [
        wavPart(20),
      ]),
    );
    expectClientClosedOnly(entries);
  });

  it('on a JSON body', async () => {
    const entries = await loggedWhile(async () => {
      const arrived = new Promise((resolve) => t.app.server.once('request', resolve));
      const login = sendByHand(`${address}/users/v1/auth/login`, {
        'content-type': 'application/json',
        'content-length': String(64 * 1024),
      });
      login.write(`{"email":"${'a'.repeat(1024)}`);
      await arrived;
      login.destroy();
    });
    expectClientClosedOnly(entries);
  });
});
