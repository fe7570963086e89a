import type { Role } from '@cuebrief/shared';

/**
 * Who may call which contact and question route. Sending a message, asking, and reading the
 * answered questions are public; everything that shows who wrote, or changes a question, is
 * for admins. Routes name one of these; anything unnamed is denied.
 */
export const ticketsAccess = {
  readContactMessages: ['Admin'],
  manageQuestions: ['Admin'],
} as const satisfies Record<string, readonly Role[]>;
