/**
 * The `pass` an open gave, kept per link for this tab (sessionStorage), so a reload opens the page
 * again without asking for the password. It lasts until the tab closes; the server decides how
 * long it is good for (docs/contracts.md#the-recipients-page).
 */
const keyOf = (token: string) => `cuebrief-share-pass:${token}`;

/** sessionStorage, or nothing where the browser refuses it (private modes, blocked storage). */
function storage(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

export const passStore = {
  read: (token: string): string | undefined => storage()?.getItem(keyOf(token)) ?? undefined,
  save(token: string, pass: string): void {
    try {
      storage()?.setItem(keyOf(token), pass);
    } catch {
      // A full or refused storage only means the password is asked again after a reload.
    }
  },
  forget: (token: string): void => storage()?.removeItem(keyOf(token)),
};
