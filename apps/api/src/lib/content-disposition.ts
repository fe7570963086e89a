/**
 * `attachment` with the name a browser saves the file under: a plain-ASCII `filename` for old
 * clients (anything else replaced by `_`) and the exact name as RFC 5987 `filename*`.
 */
export function attachmentDisposition(downloadName: string): string {
  const ascii = downloadName.replace(/[^\x20-\x7e]|["\\%;]/g, '_');
  const encoded = encodeURIComponent(downloadName).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
