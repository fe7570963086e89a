import { useAuth } from '../../lib/auth/auth-context';
import { AdminHome } from './role-homes/admin-home';
import { ClientHome } from './role-homes/client-home';
import { ComposerHome } from './role-homes/composer-home';

/**
 * `/` for a signed-in person: their role's work at a glance (docs/contracts.md#homes). A guest
 * gets the marketing page instead, which the route composes (app/home-for-viewer.tsx).
 */
export function RoleHome() {
  const { viewer } = useAuth();
  if (viewer === 'Client') return <ClientHome />;
  if (viewer === 'Composer') return <ComposerHome />;
  if (viewer === 'Admin') return <AdminHome />;
  return null;
}
