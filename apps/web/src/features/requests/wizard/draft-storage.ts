import { z } from 'zod';
import { REQUEST_STEPS } from '../request-steps';
import { draftSchema, type RequestDraft } from './request-draft';

export type SavedDraft = {
  step: number;
  /** The furthest step reached, which the stepper opens again (not in older drafts). */
  visited?: number;
  values: Partial<RequestDraft>;
};

const stepNumber = z
  .number()
  .int()
  .min(0)
  .max(REQUEST_STEPS.length - 1);

/** What a reload finds: a step that exists, and whichever answers still read right. */
const savedDraftSchema = z.object({
  step: stepNumber,
  visited: stepNumber.optional(),
  values: draftSchema.partial(),
});

/** One draft per person on a shared device, so nobody opens someone else's brief. */
const keyOf = (userId: string) => `requestDraft:${userId}`;

/**
 * The draft kept in localStorage until it is sent or reset, so a reload, a closed tab or a
 * lost connection costs nothing. A draft that no longer reads right is dropped, not trusted.
 */
export const draftStorage = {
  load(userId: string): SavedDraft | null {
    try {
      const text = localStorage.getItem(keyOf(userId));
      if (text === null) return null;
      const saved = savedDraftSchema.safeParse(JSON.parse(text));
      return saved.success ? saved.data : null;
    } catch {
      return null;
    }
  },
  save(userId: string, draft: SavedDraft): void {
    try {
      localStorage.setItem(keyOf(userId), JSON.stringify(draft));
    } catch {
      // Storage full or refused (private mode): the wizard works on, only without a copy.
    }
  },
  clear(userId: string): void {
    localStorage.removeItem(keyOf(userId));
  },
};
