/**
 * The one inline script of a pre-rendered guest page (issue 17, decision 034), run in its head
 * before anything paints: a browser that holds a session (the access token the web app keeps in
 * local storage under this name, docs/contracts.md#session-in-the-browser) marks the document, so
 * the page's CSS hides the guest content the server could not know not to send. The page CSP
 * allows scripts from files only, and this one script by its hash: the API hashes this same text.
 */
export const SESSION_MARK_SCRIPT =
  'try{localStorage.getItem("accessToken")&&document.documentElement.setAttribute("data-session","")}catch(e){}';
