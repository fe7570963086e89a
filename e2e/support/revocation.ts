import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Envelope, Tokens } from '@cuebrief/shared';

const AUTH = '/users/v1/auth';
/** How often the old token is tried on the other instance, and for how long after the change. */
const PROBE_EVERY_MS = 20;
const PROBE_FOR_MS = 600;

/** One call made with the old token: when it was sent (ms after the change was answered), and its answer. */
export type Probe = { sentAfterMs: number; status: number };

async function logIn(instanceUrl: string, email: string, password: string): Promise<Tokens> {
  const response = await fetch(`${instanceUrl}${AUTH}/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  const body = (await response.json()) as Envelope<Tokens>;
  if (response.status !== 200) throw new Error(`log in as ${email}: ${body.status.message}`);
  return body.data;
}

const profileStatus = async (instanceUrl: string, accessToken: string) =>
  (
    await fetch(`${instanceUrl}${AUTH}/profile`, {
      headers: { authorization: `Bearer ${accessToken}` },
    })
  ).status;

/**
 * A password change on one instance, seen from another, each called directly (no load balancer):
 * the account signs in on both (a session each); the other instance serves the second session's
 * access token (so it holds it verified in memory); the first changes the password with the first
 * session, which ends the others. Meanwhile the old token is sent to the other instance every
 * 20 ms, without waiting for answers, until 600 ms after the change was answered: every call, by
 * when it left.
 */
export async function probeRevocation(
  instances: { changedOn: string; seenOn: string },
  account: { email: string; password: string; newPassword: string },
): Promise<Probe[]> {
  const changer = await logIn(instances.changedOn, account.email, account.password);
  const old = await logIn(instances.seenOn, account.email, account.password);
  for (let i = 0; i < 3; i++) {
    const status = await profileStatus(instances.seenOn, old.accessToken);
    if (status !== 200) throw new Error(`the other instance refused a fresh token: ${status}`);
  }

  let changedAt: number | undefined = undefined;
  const sent: Promise<{ at: number; status: number }>[] = [];
  const probing = (async () => {
    while (changedAt === undefined || performance.now() < changedAt + PROBE_FOR_MS) {
      const at = performance.now();
      sent.push(
        profileStatus(instances.seenOn, old.accessToken).then((status) => ({ at, status })),
      );
      await sleep(PROBE_EVERY_MS);
    }
  })();
  const change = await fetch(`${instances.changedOn}${AUTH}/change-password`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${changer.accessToken}` },
    body: JSON.stringify({ currentPassword: account.password, newPassword: account.newPassword }),
  });
  changedAt = performance.now();
  await probing;
  if (change.status !== 200) {
    throw new Error(`the password change answered ${change.status}: ${await change.text()}`);
  }
  const answers = await Promise.all(sent);
  const changed = changedAt;
  return answers.map(({ at, status }) => ({ sentAfterMs: Math.round(at - changed), status }));
}
