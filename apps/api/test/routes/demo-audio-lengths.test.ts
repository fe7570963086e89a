import { beforeAll, describe, expect, it } from 'vitest';
import type {
  Album,
  ClientCatalogueAudio,
  ClientRequestSubmissions,
  Placement,
} from '@cuebrief/shared';
import { DEMO_PASSWORD } from '../../src/demo/seed';
import { DEMO_CATALOGUE_CLIPS } from '../../src/demo/seed-catalogue';
import { secondVersionClipName } from '../../src/demo/seed-reviews';
import { DEMO_TAKE_CLIPS } from '../../src/demo/seed-submissions';
import { runStartSteps } from '../../src/start';
import { logIn } from '../helpers/accounts';
import { call } from '../helpers/api';
import { REQUEST } from '../helpers/requests';
import { statedSeconds } from '../helpers/stated-length';
import { useTestApp } from '../helpers/test-app';

// The demo data as a first start writes it: every clip synthesised, uploaded and stored.
const t = useTestApp({ config: { demoData: true } });
beforeAll(() => runStartSteps(t.app, { config: t.config, clock: t.clock }));

const signIn = async (email: string) => (await logIn(t.app, email, DEMO_PASSWORD)).accessToken;

type Stored = { description: string | null; durationSeconds: number };

/** Every demo audio as stored, by its clip's name: the takes' versions, tracks, placements. */
async function storedAudios(): Promise<Map<string, Stored>> {
  const stored = new Map<string, Stored>();
  for (const client of ['ava@northlight.example', 'marc@bluefern.example']) {
    const token = await signIn(client);
    const seen = await call<ClientRequestSubmissions[]>(
      t.app,
      'GET',
      `${REQUEST}/client/submissions`,
      { token },
    );
    const takes = seen.body.data.flatMap((group) =>
      group.submissions.flatMap((submission) => submission.audios),
    );
    for (const version of takes.flatMap((take) => take.versions)) {
      const name = version.version === 1 ? version.title : secondVersionClipName(version.title);
      stored.set(name, version);
    }
  }
  const token = await signIn('ava@northlight.example');
  const albums = (await call<Album[]>(t.app, 'GET', `${REQUEST}/albums`, { token })).body.data;
  for (const album of albums) {
    const tracks = await call<ClientCatalogueAudio[]>(
      t.app,
      'GET',
      `${REQUEST}/album/audio/from/all/${album.id}`,
      { token },
    );
    for (const track of tracks.body.data) stored.set(track.title, track);
  }
  const placements = (await call<Placement[]>(t.app, 'GET', `${REQUEST}/placements`)).body.data;
  for (const placement of placements) {
    if (!placement.audio) throw new Error(`${placement.title} has no audio`);
    stored.set(placement.title, {
      description: placement.description,
      durationSeconds: placement.audio.durationSeconds,
    });
  }
  return stored;
}

describe('the demo audio as stored', () => {
  it('lasts what its description says, within a second, every take, version, track and placement', async () => {
    const clips = [...DEMO_TAKE_CLIPS, ...DEMO_CATALOGUE_CLIPS];
    const stored = await storedAudios();
    expect([...stored.keys()].sort()).toEqual(clips.map((clip) => clip.name).sort());
    for (const clip of clips) {
      const audio = stored.get(clip.name);
      // What the seed defines is what is shown, and it says how long the music plays.
      expect(audio?.description, clip.name).toBe(clip.description);
      const stated = statedSeconds(audio?.description ?? '');
      if (stated === null) throw new Error(`"${clip.name}" does not say how long it plays`);
      expect(Math.abs((audio?.durationSeconds ?? 0) - stated), clip.name).toBeLessThanOrEqual(1);
    }
  });

  it('holds a 15-second cut-down that is 15 seconds long, and half-minute pieces or longer', async () => {
    const stored = await storedAudios();
    for (const [name, audio] of stored) {
      if (name === 'Sunrise Circuit (15s cut)') {
        expect(audio.durationSeconds).toBeCloseTo(15, 0);
      } else {
        expect(audio.durationSeconds, name).toBeGreaterThanOrEqual(30);
        expect(audio.durationSeconds, name).toBeLessThanOrEqual(90);
      }
    }
  });
});
