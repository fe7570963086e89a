import type { DbOrTx } from '../../db/client';
import type { UserRow } from '../../db/schema';

/**
 * A module's part of a change to an account (its removal): runs inside the change's
 * transaction. It may give back work for after the commit: what no rollback could undo
 * (files in storage, what a process remembers) must wait until the change is there for good.
 */
export type AccountChangeStep = (
  tx: DbOrTx,
  changed: UserRow,
) => Promise<void | (() => Promise<void>)>;
export type AfterCommit = () => Promise<void>;

/** Runs the steps in the change's transaction; returns what they left for after its commit. */
export async function runSteps(
  steps: readonly AccountChangeStep[],
  tx: DbOrTx,
  changed: UserRow,
): Promise<AfterCommit[]> {
  const afterCommit: AfterCommit[] = [];
  for (const step of steps) {
    const after = await step(tx, changed);
    if (after) afterCommit.push(after);
  }
  return afterCommit;
}
