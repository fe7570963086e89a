import Bowser from 'bowser';
import type { Session } from '@cuebrief/shared';
import type { SessionRow } from '../../db/schema';

type Named = { browser: string | null; device: string | null };

const UNKNOWN: Named = { browser: null, device: null };

/**
 * What a person recognises a session by, named from its User-Agent: "Chrome 130" (the major
 * version is what browsers show in their own About box) and "macOS · desktop". Either is null
 * when the User-Agent does not say, as a script's or an old session's does not.
 */
export function nameUserAgent(userAgent: string | null): Named {
  if (!userAgent) return UNKNOWN;
  const { browser, os, platform } = Bowser.parse(userAgent);
  const major = browser.version?.split('.')[0];
  const device = [os.name, platform.type].filter(Boolean).join(' · ');
  return {
    browser: browser.name ? [browser.name, major].filter(Boolean).join(' ') : null,
    device: device || null,
  };
}

/** One of the caller's sessions (docs/contracts.md#sessions): never its User-Agent as sent. */
export function presentSession(row: SessionRow, currentId: string): Session {
  return {
    id: row.id,
    current: row.id === currentId,
    ...nameUserAgent(row.userAgent),
    firstAddress: row.firstAddress,
    lastAddress: row.lastAddress,
    startedAt: row.startedAt.toISOString(),
    // Sessions started before last use was kept count from their login.
    lastUsedAt: (row.lastUsedAt ?? row.startedAt).toISOString(),
  };
}
