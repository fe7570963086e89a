import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** A PDF read back as a reader would: its page count and the text of every page, joined. */
export async function readPdf(bytes: Uint8Array): Promise<{ pages: number; text: string }> {
  // pdfjs takes ownership of the buffer it is given, so it gets a copy.
  const pdf = await getDocument({ data: new Uint8Array(bytes), verbosity: 0 }).promise;
  const texts: string[] = [];
  for (let n = 1; n <= pdf.numPages; n++) {
    const page = await pdf.getPage(n);
    const content = await page.getTextContent();
    texts.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  const pages = pdf.numPages;
  await pdf.destroy();
  return { pages, text: texts.join('\n').replace(/\s+/g, ' ') };
}
