import { z } from 'zod';
import { ACCOUNT_STATUSES } from '../constants/roles';
import { pageQuerySchema } from './common';

/** Admin lists of composers or clients: paged, searchable by name, email or agency. */
export const userListQuerySchema = pageQuerySchema.extend({
  status: z.enum(ACCOUNT_STATUSES).optional(),
});
export type UserListQuery = z.infer<typeof userListQuerySchema>;
