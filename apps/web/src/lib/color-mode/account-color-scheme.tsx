import { useColorScheme } from '@mui/material/styles';
import { useEffect, useRef } from 'react';
import { useAuth } from '../auth/auth-context';

/**
 * Applies the account's colour scheme when a person's profile arrives (signing in, or opening
 * the app signed in): the choice made in another browser wins over this one's. An account that
 * never chose leaves this browser's choice as it is; signing out keeps it too.
 */
export function AccountColorScheme() {
  const { profile } = useAuth();
  const { setMode } = useColorScheme();
  // Once per signed-in account: a choice made here afterwards is already applied, and a profile
  // reloaded for another reason must not undo it.
  const appliedFor = useRef<string | null>(null);
  useEffect(() => {
    if (!profile) {
      appliedFor.current = null;
      return;
    }
    if (appliedFor.current === profile.uuid) return;
    appliedFor.current = profile.uuid;
    if (profile.colorScheme) setMode(profile.colorScheme);
  }, [profile, setMode]);
  return null;
}
