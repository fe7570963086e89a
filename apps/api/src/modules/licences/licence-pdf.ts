import { PRODUCT_NAME } from '@cuebrief/shared';
import { formatUsdCents } from '../../lib/format-usd';

/** What a licence PDF prints: the licence's snapshot, so it reads the same whatever is deleted later. */
export type LicenceDocument = {
  number: string;
  issuedAt: Date;
  /** The composer of a submitted audio; Cuebrief itself licenses its catalogue's tracks. */
  licensor:
    | { kind: 'composer'; name: string; pro: string | null; ipi: string | null }
    | { kind: 'cuebrief' };
  licensee: { agencyName: string | null; clientName: string };
  audio: { title: string; durationSeconds: number };
  /** The brief the audio answers; none for a catalogue track. */
  request: { title: string } | null;
  /** Where the music may be used: the request's categories, or any media for the catalogue. */
  media: string;
  priceCents: number;
};

const longDate = new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'UTC' });

/** 95.4 s → "1:35". */
export function formatDuration(seconds: number): string {
  const whole = Math.round(seconds);
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

const TERMS =
  'The licensor grants the licensee a non-exclusive, worldwide, perpetual licence to synchronise ' +
  'the audio named above with the licensee’s productions in the media stated, and to reproduce ' +
  'and publish those productions. The licence covers the production the request describes (for ' +
  'a catalogue track, any production of the licensee) and may not be transferred. The audio may ' +
  'not be sold, sublicensed or distributed on its own, nor registered with a content ' +
  'identification service. The composer keeps the copyright and the performing rights; public ' +
  'performances are reported to the performing rights organisation named above. The fee ' +
  'stated has been paid in full.';

const MARGIN = 56;
const LABEL_WIDTH = 140;

/**
 * Renders the one-page licence. pdfkit streams its output; the chunks are gathered into one
 * buffer, as a licence is a few kilobytes: the route can then send a Content-Length, and a
 * failure becomes an error answer rather than a download cut short.
 */
export async function renderLicencePdf(licence: LicenceDocument): Promise<Buffer> {
  // Loaded with the first licence: pdfkit and its fonts are about 10 MB of memory that a server
  // which never draws one should not hold (decision 032).
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    info: {
      Title: `Music licence ${licence.number}`,
      Author: PRODUCT_NAME,
      Subject: licence.audio.title,
    },
  });
  const done = new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const width = doc.page.width - 2 * MARGIN;

  doc.font('Helvetica-Bold').fontSize(24).text('Music licence');
  doc.moveDown(0.2);
  doc.font('Helvetica').fontSize(11).fillColor('#555555');
  doc.text(`Licence number ${licence.number}`);
  doc.text(`Issued ${longDate.format(licence.issuedAt)}`);
  doc.fillColor('#000000').moveDown(1);

  const row = (label: string, value: string) => {
    const y = doc.y;
    doc.font('Helvetica-Bold').fontSize(10).text(label, MARGIN, y, { width: LABEL_WIDTH });
    doc
      .font('Helvetica')
      .fontSize(10)
      .text(value, MARGIN + LABEL_WIDTH, y, { width: width - LABEL_WIDTH });
    doc.moveDown(0.6);
  };
  const section = (title: string) => {
    doc.moveDown(0.4);
    doc.font('Helvetica-Bold').fontSize(13).text(title, MARGIN);
    doc
      .moveTo(MARGIN, doc.y + 2)
      .lineTo(MARGIN + width, doc.y + 2)
      .strokeColor('#cccccc')
      .stroke();
    doc.moveDown(0.6);
  };

  section('Licensor');
  if (licence.licensor.kind === 'composer') {
    row('Composer', licence.licensor.name);
    row('PRO', licence.licensor.pro ?? 'None given');
    row('IPI', licence.licensor.ipi ?? 'None given');
  } else {
    row('Publisher', `${PRODUCT_NAME} (catalogue)`);
  }

  section('Licensee');
  row('Agency', licence.licensee.agencyName ?? 'None given');
  row('Client', licence.licensee.clientName);

  section('Music');
  row('Title', licence.audio.title);
  row('Duration', formatDuration(licence.audio.durationSeconds));
  row('Request', licence.request?.title ?? `${PRODUCT_NAME} catalogue`);

  section('Use and fee');
  row('Media', licence.media);
  row('Fee', `${formatUsdCents(licence.priceCents)} (USD)`);

  section('Terms');
  doc.font('Helvetica').fontSize(9.5).text(TERMS, MARGIN, doc.y, { width, align: 'justify' });

  doc.end();
  return done;
}
