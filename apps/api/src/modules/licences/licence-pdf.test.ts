import { describe, expect, it } from 'vitest';
import { readPdf } from '../../../test/helpers/pdf-text';
import { formatDuration, renderLicencePdf, type LicenceDocument } from './licence-pdf';

const licence: LicenceDocument = {
  number: 'CB-2026-000042',
  issuedAt: new Date('2026-11-23T10:00:00Z'),
  licensor: { kind: 'composer', name: 'Lena Hart', pro: 'PRS', ipi: '00123456789' },
  licensee: { agencyName: 'Northlight Agency', clientName: 'Ava Stone' },
  audio: { title: 'Sunrise Circuit', durationSeconds: 95.4 },
  request: { title: 'Advertising · 30 seconds · Cinematic' },
  media: 'Advertising, Online video',
  priceCents: 250_000,
};

describe('renderLicencePdf', () => {
  it('writes one page a reader finds the licence, the parties, the music and the fee in', async () => {
    const bytes = await renderLicencePdf(licence);
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const { pages, text } = await readPdf(bytes);
    expect(pages).toBe(1);
    for (const words of [
      'Music licence',
      'CB-2026-000042',
      '23 November 2026',
      'Lena Hart',
      'PRS',
      '00123456789',
      'Northlight Agency',
      'Ava Stone',
      'Sunrise Circuit',
      '1:35',
      'Advertising · 30 seconds · Cinematic',
      'Advertising, Online video',
      '$2,500.00 (USD)',
      'non-exclusive',
    ]) {
      expect(text).toContain(words);
    }
  });

  it('names Cuebrief as the licensor of a catalogue track', async () => {
    const { text } = await readPdf(
      await renderLicencePdf({ ...licence, licensor: { kind: 'cuebrief' }, request: null }),
    );
    expect(text).toContain('Cuebrief (catalogue)');
    expect(text).not.toContain('Lena Hart');
  });
});

describe('formatDuration', () => {
  it.each([
    [0, '0:00'],
    [9.6, '0:10'],
    [95.4, '1:35'],
    [3600, '60:00'],
  ])('%s s is %s', (seconds, text) => {
    expect(formatDuration(seconds)).toBe(text);
  });
});
