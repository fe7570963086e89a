/**
 * Sends the browser to a download's signed address: the server answers it as an attachment, so
 * the file is saved and the page stays. A module of its own so tests can stand in for it (jsdom
 * cannot navigate).
 */
export function goTo(url: string): void {
  window.location.assign(url);
}
