import type { ReactNode } from 'react';
import { PlayerProvider } from '../components/audio-player/player-provider';
import { useAuth } from '../lib/auth/auth-context';

/**
 * The app's player for whoever is signed in: signing out (or the session ending) stops it and
 * forgets its queue, so the next person on this browser does not find the last one's music.
 */
export function SessionPlayerProvider({ children }: { children: ReactNode }) {
  const { isAuthenticated } = useAuth();
  return (
    <PlayerProvider sessionKey={isAuthenticated ? 'signed-in' : 'signed-out'}>
      {children}
    </PlayerProvider>
  );
}
