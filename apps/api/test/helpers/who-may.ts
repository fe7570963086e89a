import { expect } from 'vitest';
import type { Role } from '@cuebrief/shared';
import { expectRefusal, type ApiResponse } from './api';

/**
 * Everyone who can call a route, `[who, role]`: a guest (no role) and an account of each role.
 * The name comes first and alone, so a title's `%s` always prints it.
 */
export const EVERY_CALLER: readonly [who: string, role: Role | null][] = [
  ['a guest', null],
  ['a client', 'Client'],
  ['a composer', 'Composer'],
  ['an admin', 'Admin'],
];

/** A caller of a route and the answer it must get. */
export type Caller = { role: Role | null; status: number; error: string | undefined };
export type RefusedCaller = Caller & { error: string };

/**
 * Every caller with what a route only `allowed` may call answers it: a guest is not known (401),
 * another role is known but not let in (403). Each case is `[title, caller]`, the title naming
 * the caller and the status ("a guest with 401"), so `it.each(...)('answers %s', …)` cannot pick
 * up the wrong column.
 */
export function whoMay(...allowed: Role[]): [title: string, caller: Caller][] {
  return EVERY_CALLER.map(([who, role]) => {
    const caller = answerFor(role, allowed);
    return [`${who} with ${caller.status}`, caller];
  });
}

function answerFor(role: Role | null, allowed: Role[]): Caller {
  if (!role) return { role, status: 401, error: 'UNAUTHENTICATED' };
  if (!allowed.includes(role)) return { role, status: 403, error: 'FORBIDDEN' };
  return { role, status: 200, error: undefined };
}

/** Only the callers `whoMay(...allowed)` refuses, for tests that check a refusal changes nothing. */
export function refusedUnless(...allowed: Role[]): [title: string, caller: RefusedCaller][] {
  return whoMay(...allowed).filter(
    (entry): entry is [string, RefusedCaller] => entry[1].error !== undefined,
  );
}

/**
 * The answer a caller of a `whoMay` table must get: its refusal, or a plain 200. Returns whether
 * it was let in, so the test can go on to check what an allowed caller reads.
 */
export function expectAnswerFor(caller: Caller, response: ApiResponse): boolean {
  if (caller.error) {
    expectRefusal(response, caller.status, caller.error);
    return false;
  }
  expect(response.statusCode, response.raw).toBe(200);
  expect(response.body.status.code).toBe(200);
  expect(response.body.status.error).toBeUndefined();
  return true;
}
