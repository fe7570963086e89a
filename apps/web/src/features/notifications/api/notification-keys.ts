import { API_PREFIX } from '@cuebrief/shared';

export const NOTIFICATIONS_PATH = `${API_PREFIX.auth}/notifications`;
/** Every notification query (the list's windows, the unread count) starts with this key. */
export const NOTIFICATIONS_KEY = [NOTIFICATIONS_PATH] as const;
export const UNREAD_KEY = [NOTIFICATIONS_PATH, 'unread'] as const;
