import { describe, expect, it } from 'vitest';
import { statedSeconds } from '../../test/helpers/stated-length';
import { createAudioAnalyser } from '../modules/analysis/dsp/analyse';
import { demoMusicWav, type DemoClip } from './demo-music';
import { DEMO_CATALOGUE_CLIPS } from './seed-catalogue';
import { DEMO_TAKE_CLIPS } from './seed-submissions';

/** What the analyser measures of a clip, fed in chunks as a stored file is read. */
async function measure(clip: DemoClip) {
  const wav = demoMusicWav(clip);
  const analyser = await createAudioAnalyser();
  for (let start = 0; start < wav.length; start += 64 * 1024) {
    analyser.push(wav.subarray(start, start + 64 * 1024));
  }
  return { wav, result: analyser.finish() };
}

describe('the demo music', () => {
  it.each([...DEMO_TAKE_CLIPS, ...DEMO_CATALOGUE_CLIPS].map((clip) => [clip.name, clip] as const))(
    '"%s" is a CD-quality wav that measures at the tempo and in the key it is made at',
    async (_name, clip) => {
      const { wav, result } = await measure(clip);
      // RIFF/WAVE of 16-bit stereo at 44.1 kHz.
      expect([wav.readUInt16LE(22), wav.readUInt32LE(24), wav.readUInt16LE(34)]).toEqual([
        2, 44_100, 16,
      ]);
      expect(result.durationSeconds).toBeCloseTo(clip.music.seconds, 1);
      expect(Math.abs((result.bpm ?? 0) - clip.music.bpm)).toBeLessThanOrEqual(
        clip.music.bpm * 0.02,
      );
      expect(result.key).toBe(clip.music.key);
      expect(result.truePeakDbtp).toBeLessThanOrEqual(-1);
    },
  );

  it('plays each clip for 30 to 90 seconds (the cut-down for 15), as its description says', () => {
    for (const clip of [...DEMO_TAKE_CLIPS, ...DEMO_CATALOGUE_CLIPS]) {
      const stated = statedSeconds(clip.description ?? '');
      expect(stated, `${clip.name}: "${clip.description}"`).toBe(clip.music.seconds);
      if (clip.description?.includes('cut-down')) {
        expect(clip.music.seconds).toBe(15);
      } else {
        expect(clip.music.seconds, clip.name).toBeGreaterThanOrEqual(30);
        expect(clip.music.seconds, clip.name).toBeLessThanOrEqual(90);
      }
    }
  });

  it('makes the same clip the same way every time, and each clip its own way', () => {
    const [first, second] = DEMO_CATALOGUE_CLIPS;
    if (!first || !second) throw new Error('the demo has no catalogue');
    const short = (clip: DemoClip): DemoClip => ({ ...clip, music: { ...clip.music, seconds: 2 } });
    expect(demoMusicWav(short(first)).equals(demoMusicWav(short(first)))).toBe(true);
    const sameMusic = { ...short(second), music: short(first).music };
    expect(demoMusicWav(sameMusic).equals(demoMusicWav(short(first)))).toBe(false);
  });
});
