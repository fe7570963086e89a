import { describe, expect, it } from 'vitest';
import { UPLOAD_LIMITS_BYTES } from '@cuebrief/shared';
import { BODY_PACE_LIMITS, createBodyPace, type BodyPaceLimits } from './body-pace';

const limits: BodyPaceLimits = {
  minBytesPerSecond: 1000,
  windowMs: 1000,
  jsonRequestMs: 5000,
  uploadRequestMs: 20_000,
};

/** Judges a body sampled every 200 ms, `bytesAt(ms)` having arrived by then; answers each verdict. */
function judgeAlong(bytesAt: (ms: number) => number, untilMs: number, upload = false) {
  const pace = createBodyPace(limits, 0, 0);
  if (upload) pace.allowUploadTime();
  const verdicts: { at: number; verdict: string }[] = [];
  for (let at = 200; at <= untilMs; at += 200) {
    verdicts.push({ at, verdict: pace.judge(at, bytesAt(at), false) });
  }
  return verdicts;
}

describe('the pace of a body', () => {
  it('is on pace through its first window, whatever has arrived', () => {
    const verdicts = judgeAlong(() => 0, 800);
    expect(verdicts.every((v) => v.verdict === 'on-pace')).toBe(true);
  });

  it('is too slow once a whole window brought less than the minimum', () => {
    // One byte every 200 ms: 5 bytes a second.
    const verdicts = judgeAlong((ms) => ms / 200, 1000);
    expect(verdicts.at(-1)).toEqual({ at: 1000, verdict: 'too-slow' });
  });

  it('keeps a body on pace while each window brings the minimum', () => {
    const verdicts = judgeAlong((ms) => ms * 1.2, 4800);
    expect(verdicts.every((v) => v.verdict === 'on-pace')).toBe(true);
  });

  it('judges the last window, not the average: a fast start does not buy a stall', () => {
    // 100 kB in the first second, then nothing.
    const verdicts = judgeAlong((ms) => Math.min(ms, 1000) * 100, 2200);
    expect(verdicts.find((v) => v.verdict !== 'on-pace')).toEqual({
      at: 2000,
      verdict: 'too-slow',
    });
  });

  it('does not blame the client while the server leaves bytes unread: the window starts again', () => {
    const pace = createBodyPace(limits, 0, 0);
    for (let at = 200; at <= 3000; at += 200) {
      expect(pace.judge(at, 10, true)).toBe('on-pace');
    }
    // Reading again: a whole window of nothing is too slow once more.
    expect(pace.judge(3600, 10, false)).toBe('on-pace');
    expect(pace.judge(4000, 10, false)).toBe('too-slow');
  });

  it('is too long past its request time, however fast it arrives', () => {
    const verdicts = judgeAlong((ms) => ms * 100, 5200);
    expect(verdicts.at(-2)).toEqual({ at: 5000, verdict: 'on-pace' });
    expect(verdicts.at(-1)).toEqual({ at: 5200, verdict: 'too-long' });
  });

  it('gives an upload its longer time', () => {
    const verdicts = judgeAlong((ms) => ms * 100, 20_200, true);
    expect(verdicts.find((v) => v.verdict !== 'on-pace')).toEqual({
      at: 20_200,
      verdict: 'too-long',
    });
  });
});

describe('the product limits', () => {
  it('leave the largest upload time to arrive at the minimum pace', () => {
    const largest = Math.max(...Object.values(UPLOAD_LIMITS_BYTES));
    const secondsAtMinimum = largest / BODY_PACE_LIMITS.minBytesPerSecond;
    expect(BODY_PACE_LIMITS.uploadRequestMs).toBeGreaterThanOrEqual(secondsAtMinimum * 1000);
    expect(BODY_PACE_LIMITS.jsonRequestMs).toBeLessThan(BODY_PACE_LIMITS.uploadRequestMs);
  });
});
