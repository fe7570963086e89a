import { z } from 'zod';
import { ACCOUNT_STATUSES } from '../constants/roles';
import { pageQuerySchema } from './common';
import { profileSchema } from './auth';

/** Admin lists of composers or clients: paged, searchable by name, email or agency. */
export const userListQuerySchema = pageQuerySchema.extend({
  status: z.enum(ACCOUNT_STATUSES).optional(),
});
export type UserListQuery = z.infer<typeof userListQuerySchema>;

/** GET /users/v1/auth/agencies (admin): agencies with their clients, paged by agency. */
export const agencySchema = z.object({
  name: z.string(),
  website: z.string().nullable(),
  agencyLocationCity: z.string().nullable(),
  agencyLocationCountry: z.string().nullable(),
  clients: z.array(profileSchema),
});
export type Agency = z.infer<typeof agencySchema>;
