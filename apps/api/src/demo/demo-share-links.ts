/**
 * The tokens of the demo's share links, published so the README can say where their pages
 * are (`/listen/<token>`) and the browser tests can open them: 43 base64url characters, the
 * shape of a real one (SHARE_TOKEN_PATTERN). Anyone who reads the README can open them, as
 * anyone can sign in to the demo accounts; the demo data is off in production unless asked for.
 * A file without imports, so the browser tests read it as it is.
 */
export const DEMO_SHARE_TOKEN = 'NorthlightSpringCampaign-forTheBrand-demo01';
/** The demo link with a password (DEMO_PASSWORD). */
export const DEMO_PASSWORD_SHARE_TOKEN = 'NorthlightSpringCampaign-DirectorsCut-demo1';
