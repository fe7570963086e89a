import { beforeAll, describe, expect, it } from 'vitest';
import type { CatalogueAudio, ClientCatalogueAudio } from '@cuebrief/shared';
import { call } from '../helpers/api';
import { recordMeasurement } from '../helpers/analysis-rows';
import { albumOf, published, trackOf } from '../helpers/catalogue';
import { useEveryRole } from '../helpers/every-role';
import { REQUEST } from '../helpers/requests';
import { infoPart, mp3Part, wavPart } from '../helpers/submissions';
import { useTestApp } from '../helpers/test-app';

const t = useTestApp();
const signedIn = useEveryRole(t);

/** The ids of the album's tracks a client gets with these filters, in the album's order. */
async function idsOf(albumId: string, query: Record<string, string>): Promise<string[]> {
  const response = await call<ClientCatalogueAudio[]>(
    t.app,
    'GET',
    `${REQUEST}/album/audio/from/all/${albumId}`,
    { token: signedIn.Client.accessToken, query },
  );
  expect(response.statusCode, response.raw).toBe(200);
  return response.body.data.map((track) => track.id);
}

let albumId: string;
/** Neither tempo nor key stated; measured 139.6 BPM in E minor. */
let measured: CatalogueAudio;
/** Stated 70 BPM in C major, though measured 140 BPM in E minor: what was stated counts. */
let stated: CatalogueAudio;
/** Nothing stated, and its analysis still pending. */
let pending: CatalogueAudio;
/** Nothing stated; its mp3 measured 140 BPM in E minor, but its master, the wav, is pending. */
let masterPending: CatalogueAudio;
beforeAll(async () => {
  const admin = signedIn.Admin.accessToken;
  albumId = (await albumOf(t.app, admin, { title: 'Measured' })).id;
  const unstatedInfo = infoPart({ genre: ['Electronic'] });
  const upload = async (parts: Parameters<typeof trackOf>[3], title: string) => {
    const track = await trackOf(t.app, admin, albumId, parts, title);
    t.clock.advance(1000);
    return track;
  };
  measured = await upload([wavPart(1), unstatedInfo], 'Measured');
  stated = await upload([wavPart(1), infoPart({ bpm: 70, key: 'C major' })], 'Stated');
  pending = await upload([wavPart(1), unstatedInfo], 'Pending');
  masterPending = await upload([mp3Part(), wavPart(1), unstatedInfo], 'Master pending');
  await published(t.app, admin, albumId);

  await recordMeasurement(t.app, measured.id, { bpm: 139.6, musicalKey: 'E minor' });
  await recordMeasurement(t.app, stated.id, { bpm: 140, musicalKey: 'E minor' });
  await recordMeasurement(t.app, masterPending.id, { bpm: 140, musicalKey: 'E minor' }, 'mp3');
});

describe('the catalogue filters on measured tempo and key where none was stated', () => {
  it('lists every track unfiltered', async () => {
    expect(await idsOf(albumId, {})).toEqual([
      measured.id,
      stated.id,
      pending.id,
      masterPending.id,
    ]);
  });

  it('filters by the measured tempo in whole beats, and by the stated one where given', async () => {
    expect(await idsOf(albumId, { tempoMin: '140' })).toEqual([measured.id]);
    expect(await idsOf(albumId, { tempoMin: '130', tempoMax: '150' })).toEqual([measured.id]);
    // 139.6 counts as 140, as the player shows it.
    expect(await idsOf(albumId, { tempoMax: '139' })).toEqual([stated.id]);
    expect(await idsOf(albumId, { tempoMin: '60', tempoMax: '80' })).toEqual([stated.id]);
  });

  it('filters by the measured key, and by the stated one where given', async () => {
    expect(await idsOf(albumId, { key: 'E minor' })).toEqual([measured.id]);
    expect(await idsOf(albumId, { key: 'C major' })).toEqual([stated.id]);
    expect(await idsOf(albumId, { key: 'E minor', tempoMin: '100' })).toEqual([measured.id]);
    expect(await idsOf(albumId, { key: 'E minor', genre: 'Ambient' })).toEqual([]);
  });

  it("leaves out a track whose master file's analysis is not done", async () => {
    const filtered = [
      ...(await idsOf(albumId, { tempoMin: '20' })),
      ...(await idsOf(albumId, { key: 'E minor' })),
    ];
    expect(filtered).not.toContain(pending.id);
    expect(filtered).not.toContain(masterPending.id);
  });

  it('uses the master once its analysis is done, the mp3 no longer', async () => {
    await recordMeasurement(t.app, masterPending.id, { bpm: 90, musicalKey: 'G major' }, 'wav');
    expect(await idsOf(albumId, { key: 'G major' })).toEqual([masterPending.id]);
    expect(await idsOf(albumId, { tempoMin: '85', tempoMax: '95' })).toEqual([masterPending.id]);
    expect(await idsOf(albumId, { key: 'E minor' })).toEqual([measured.id]);
  });
});
