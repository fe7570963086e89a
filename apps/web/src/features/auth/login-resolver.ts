import { zodResolver } from '@hookform/resolvers/zod';
import { loginBodySchema } from '@cuebrief/shared';

/** The login form's check: the shared schema, in a chunk of its own (see lazyResolver). */
export const loginResolver = zodResolver(loginBodySchema);
