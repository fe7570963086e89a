import NotificationsIcon from '@mui/icons-material/NotificationsOutlined';
import { Badge, IconButton, Popover } from '@mui/material';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../lib/auth/auth-context';
import { useUnreadCount } from './api/unread-count';
import { NotificationsList } from './notifications-list';

/** The badge stops here, as the API's count stops at 100. */
const BADGE_MAX = 99;

/**
 * The app bar's bell for a signed-in person (docs/contracts.md#notifications): the unread
 * count, polled and asked again on focus, and the list in a popover under it (the width of
 * the screen on a phone). Guests see nothing.
 */
export function NotificationsBell() {
  const { t } = useTranslation();
  const { isAuthenticated } = useAuth();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const popoverId = useId();
  const unread = useUnreadCount(isAuthenticated).data?.unread ?? 0;
  if (!isAuthenticated) return null;

  const shown = unread > BADGE_MAX ? `${BADGE_MAX}+` : String(unread);
  return (
    <>
      <IconButton
        aria-label={unread > 0 ? t('notifications.bellUnread', { shown }) : t('notifications.bell')}
        aria-haspopup="dialog"
        aria-expanded={anchor !== null}
        aria-controls={anchor ? popoverId : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        {/* No badge text at all when nothing is unread: a hidden "0" still reads as the button's
            visible text, which its name ("Notifications") would not contain. */}
        <Badge badgeContent={unread > 0 ? unread : undefined} max={BADGE_MAX} color="error">
          <NotificationsIcon />
        </Badge>
      </IconButton>
      <Popover
        id={popoverId}
        open={anchor !== null}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{
          paper: {
            role: 'dialog',
            'aria-label': t('notifications.title'),
            sx: { width: 380, maxWidth: 'calc(100vw - 16px)', maxHeight: '70vh' },
          },
        }}
      >
        <NotificationsList onLeave={() => setAnchor(null)} />
      </Popover>
    </>
  );
}
