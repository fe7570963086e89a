import { describe, expect, it } from 'vitest';
import { LOGIN_SLOWDOWN, type Profile, type Tokens } from '@cuebrief/shared';
import { call, type ApiResponse } from '../helpers/api';
import { TEST_PASSWORD, createAccount } from '../helpers/accounts';
import { useTestApp } from '../helpers/test-app';

// Issue 21, item 2: a stranger's guesses must not lock the owner out, and a right password must
// never be refused because of attempts still under way (decision 015).

const AUTH = '/users/v1/auth';
const WRONG_PASSWORD = 'not the right password';

const t = useTestApp();

const login = (email: string, password: string, remoteAddress: string) =>
  call<Tokens>(t.app, 'POST', `${AUTH}/login`, { body: { email, password }, remoteAddress });
const profile = (token: string) => call<Profile>(t.app, 'GET', `${AUTH}/profile`, { token });

/** A login, and how long it waited before answering (the test clock moves only when it sleeps). */
async function timedLogin(email: string, password: string, remoteAddress: string) {
  const before = t.clock.now().getTime();
  const response = await login(email, password, remoteAddress);
  return { response, waitedMs: t.clock.now().getTime() - before };
}

function expectLoggedIn(response: ApiResponse<Tokens>): void {
  expect(response.statusCode, response.raw).toBe(200);
  expect(response.body.data.accessToken).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
}

describe('failed logins from a stranger', () => {
  it('lock out the stranger’s address while the owner logs in from another', async () => {
    const user = await createAccount(t.app, 'Composer');
    const stranger = '10.20.0.1';
    for (let i = 1; i <= 10; i++) {
      expect((await login(user.email, WRONG_PASSWORD, stranger)).statusCode).toBe(401);
    }
    for (let i = 1; i <= 5; i++) {
      expect((await login(user.email, WRONG_PASSWORD, stranger)).statusCode).toBe(429);
    }
    // Even the right password is refused from the stranger's address…
    const refused = await login(user.email, TEST_PASSWORD, stranger);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toMatch(/^[1-9]\d*$/);

    // …but the owner, from an address without failures, gets in and stays in.
    const owner = await login(user.email, TEST_PASSWORD, '10.20.0.2');
    expectLoggedIn(owner);
    expect((await profile(owner.body.data.accessToken)).body.data.uuid).toBe(user.id);
  });
});

describe('right passwords sent at once', () => {
  it('are never refused, with no failures before them or with nine', async () => {
    const user = await createAccount(t.app, 'Client');
    const address = '10.21.0.1';
    const logins = () =>
      Promise.all(Array.from({ length: 20 }, () => login(user.email, TEST_PASSWORD, address)));

    for (const response of await logins()) expectLoggedIn(response);

    // One failure short of the limit, twenty logins under way at once still are not failures.
    for (let i = 1; i <= 9; i++) {
      expect((await login(user.email, WRONG_PASSWORD, address)).statusCode).toBe(401);
    }
    for (const response of await logins()) expectLoggedIn(response);
    // And none of them was counted: the tenth failure is still a 401, the eleventh attempt a 429.
    expect((await login(user.email, WRONG_PASSWORD, address)).statusCode).toBe(401);
    expect((await login(user.email, TEST_PASSWORD, address)).statusCode).toBe(429);
  });
});

describe('an account attacked from many addresses', () => {
  it('is slowed down, more with each failure up to a cap, and never refused', async () => {
    const user = await createAccount(t.app, 'Client');
    const failures = 30;
    const waits: number[] = [];
    for (let i = 1; i <= failures; i++) {
      // One guess from each address: no address reaches a limit of its own.
      const { response, waitedMs } = await timedLogin(user.email, WRONG_PASSWORD, `10.22.0.${i}`);
      expect(response.statusCode).toBe(401);
      waits.push(waitedMs);
    }
    // The first ten failures cost nothing; then each one adds a step, up to the cap.
    const { freeFailures, stepMs, maxDelayMs } = LOGIN_SLOWDOWN;
    expect(waits.slice(0, freeFailures + 1)).toEqual(Array(freeFailures + 1).fill(0));
    expect(waits.slice(freeFailures + 1, freeFailures + 4)).toEqual([
      stepMs,
      2 * stepMs,
      3 * stepMs,
    ]);
    expect(Math.max(...waits)).toBe(maxDelayMs);
    expect(waits.at(-1)).toBe(maxDelayMs);

    // The owner, from a fresh address, waits as long as the attacker does, and gets in.
    const owner = await timedLogin(user.email, TEST_PASSWORD, '10.22.1.1');
    expectLoggedIn(owner.response);
    expect(owner.waitedMs).toBe(maxDelayMs);
    // The email in another case is the same account, slowed alike.
    const upper = await timedLogin(user.email.toUpperCase(), TEST_PASSWORD, '10.22.1.2');
    expectLoggedIn(upper.response);
    expect(upper.waitedMs).toBe(maxDelayMs);

    // Other accounts are not slowed.
    const other = await createAccount(t.app, 'Client');
    const unhurried = await timedLogin(other.email, TEST_PASSWORD, '10.22.0.1');
    expectLoggedIn(unhurried.response);
    expect(unhurried.waitedMs).toBe(0);

    // Once the window of those failures is over, the account is not slowed any more.
    t.clock.advance(LOGIN_SLOWDOWN.windowSeconds * 1000);
    const later = await timedLogin(user.email, TEST_PASSWORD, '10.22.1.3');
    expectLoggedIn(later.response);
    expect(later.waitedMs).toBe(0);
  });

  it('slows guesses at an email that has no account the same way', async () => {
    const email = 'nobody-here@test.example';
    let lastWait = 0;
    for (let i = 1; i <= LOGIN_SLOWDOWN.freeFailures + 2; i++) {
      const { response, waitedMs } = await timedLogin(email, WRONG_PASSWORD, `10.23.0.${i}`);
      expect(response.statusCode).toBe(401);
      lastWait = waitedMs;
    }
    expect(lastWait).toBe(LOGIN_SLOWDOWN.stepMs);
  });
});
