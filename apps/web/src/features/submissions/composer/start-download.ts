/**
 * Saves a file from a signed link. The server answers it as an attachment, so the browser
 * downloads it and the page stays where it is.
 */
export function startDownload(url: string): void {
  window.location.assign(url);
}
