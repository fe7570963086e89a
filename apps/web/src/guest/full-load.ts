/**
 * Opens `url` as a new page from the server: an address the guest entry does not hold goes to
 * the app's own entry. A module of its own so tests can stand in for it (jsdom cannot navigate).
 */
export function loadFromServer(url: string): void {
  window.location.assign(url);
}
