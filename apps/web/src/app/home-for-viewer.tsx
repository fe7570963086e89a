import { RoleHome } from '../features/home/role-home';
import { useAuth } from '../lib/auth/auth-context';
import { HomeWithShowcase } from './composed-pages';

/**
 * `/` in the signed-in app: a guest (signed out here, or before the profile is known) keeps the
 * marketing page the build pre-renders; a signed-in person gets their role's home. Its own
 * module, so the guest entry's chunk of the marketing page (composed-pages) never carries the
 * role homes.
 */
export function HomeForViewer() {
  const { viewer } = useAuth();
  return viewer === 'Guest' ? <HomeWithShowcase /> : <RoleHome />;
}
