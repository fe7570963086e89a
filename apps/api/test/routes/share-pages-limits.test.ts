import { beforeAll, describe, expect, it } from 'vitest';
import { RATE_LIMITS } from '@cuebrief/shared';
import { addressSequence } from '../helpers/addresses';
import { expectRefusal } from '../helpers/api';
import { useEveryRole } from '../helpers/every-role';
import { shareCalls } from '../helpers/share-pages';
import { shareLinkOf, shortlistOf } from '../helpers/shortlists';
import { useTestApp } from '../helpers/test-app';

const t = useTestApp();
const signedIn = useEveryRole(t);
const nextAddress = addressSequence(41);
const PASSWORD = 'open sesame';
const perAddress = RATE_LIMITS.sharePasswordPerLinkAndAddress;
const perLink = RATE_LIMITS.sharePasswordPerLink;

let shortlistId: string;
beforeAll(async () => {
  shortlistId = (await shortlistOf(t, signedIn.Client.accessToken)).id;
});

/** A new link with the password, so each test starts with no failures counted. */
const lockedLink = async () =>
  (
    await shareLinkOf(t, signedIn.Client.accessToken, shortlistId, {
      password: PASSWORD,
      expiresAt: new Date(t.clock.now().getTime() + 30 * 24 * 3600_000).toISOString(),
    })
  ).token;

const open = (token: string, password: string, address: string) =>
  shareCalls.open(t.app, token, { password }, address);

/** `count` wrong passwords on the link from the address, each refused as wrong. */
async function failFrom(token: string, address: string, count: number): Promise<void> {
  for (let i = 0; i < count; i += 1) {
    expectRefusal(await open(token, `guess ${i}`, address), 401, 'LINK_PASSWORD_WRONG');
  }
}

/** A 429 with a wait of at most `windowSeconds`. */
function expectLimited(response: Awaited<ReturnType<typeof open>>, windowSeconds: number) {
  expectRefusal(response, 429, 'TOO_MANY_REQUESTS');
  const wait = Number(response.headers['retry-after']);
  expect(wait).toBeGreaterThan(0);
  expect(wait).toBeLessThanOrEqual(windowSeconds);
}

describe('wrong passwords on a share link', () => {
  it(`allows ${perAddress.limit} per link from one address in ${perAddress.windowSeconds / 60} minutes, then answers 429 with Retry-After, the right password too`, async () => {
    const token = await lockedLink();
    const address = nextAddress();
    await failFrom(token, address, perAddress.limit);
    expectLimited(await open(token, 'one more', address), perAddress.windowSeconds);
    expectLimited(await open(token, PASSWORD, address), perAddress.windowSeconds);
    // Another address is not held back by this one's guesses.
    expect((await open(token, PASSWORD, nextAddress())).statusCode).toBe(200);
    // Nor is this address on another link.
    expect((await open(await lockedLink(), PASSWORD, address)).statusCode).toBe(200);
    // Once the window has passed, the address may try again.
    t.clock.advance(perAddress.windowSeconds * 1000);
    expect((await open(token, PASSWORD, address)).statusCode).toBe(200);
    await signedIn.signInAgain();
  });

  it(`allows ${perLink.limit} per link from every address in an hour, then refuses everyone`, async () => {
    const token = await lockedLink();
    // Nine addresses reach the link's limit without any reaching its own.
    const spread = perAddress.limit - 1;
    for (let sent = 0; sent < perLink.limit; sent += spread) {
      await failFrom(token, nextAddress(), Math.min(spread, perLink.limit - sent));
    }
    expectLimited(await open(token, PASSWORD, nextAddress()), perLink.windowSeconds);
    expect((await open(await lockedLink(), PASSWORD, nextAddress())).statusCode).toBe(200);
    t.clock.advance(perLink.windowSeconds * 1000);
    expect((await open(token, PASSWORD, nextAddress())).statusCode).toBe(200);
    await signedIn.signInAgain();
  }, 60_000);

  it('never counts the right password, nor a missing one', async () => {
    const token = await lockedLink();
    const address = nextAddress();
    for (let i = 0; i < perAddress.limit + 2; i += 1) {
      expect((await open(token, PASSWORD, address)).statusCode).toBe(200);
      expectRefusal(
        await shareCalls.open(t.app, token, {}, address),
        401,
        'LINK_PASSWORD_REQUIRED',
      );
    }
    // Every wrong guess of the window is still there to be made.
    await failFrom(token, address, perAddress.limit);
    expectLimited(await open(token, 'one more', address), perAddress.windowSeconds);
  });

  it('answers a pass without checking a password, so a limited address keeps a page it opened', async () => {
    const token = await lockedLink();
    const address = nextAddress();
    const opened = await open(token, PASSWORD, address);
    expect(opened.statusCode).toBe(200);
    await failFrom(token, address, perAddress.limit);
    const again = await shareCalls.open(t.app, token, { pass: opened.body.data.pass }, address);
    expect(again.statusCode, again.raw).toBe(200);
  });
});
