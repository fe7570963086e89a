import type { CDPSession, Page } from '@playwright/test';

// One DevTools session per page: the conditions one session sets, only it can lift again.
const sessions = new WeakMap<Page, Promise<CDPSession>>();

function sessionOf(page: Page): Promise<CDPSession> {
  let session = sessions.get(page);
  if (!session) {
    session = page
      .context()
      .newCDPSession(page)
      .then(async (opened) => {
        await opened.send('Network.enable');
        return opened;
      });
    sessions.set(page, session);
  }
  return session;
}

/**
 * Holds what `page` sends to `bytesPerSecond` through Chromium's own network emulation, so an
 * upload lasts long enough to watch it move and to cancel it halfway; `null` lifts the limit.
 * Only uploads are held: the page's downloads go at full speed.
 */
export async function limitUploads(page: Page, bytesPerSecond: number | null): Promise<void> {
  await (
    await sessionOf(page)
  ).send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: bytesPerSecond ?? -1,
  });
}
