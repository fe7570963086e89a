import {
  Box,
  Button,
  List,
  ListItem,
  ListItemButton,
  ListItemText,
  Stack,
  Typography,
} from '@mui/material';
import type { Notification } from '@cuebrief/shared';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { ListSkeleton, LoadFailed } from '../../components/list-states';
import { ShowMore } from '../../components/paged-list/show-more';
import { visuallyHiddenSx } from '../../components/visually-hidden';
import { useAuth } from '../../lib/auth/auth-context';
import { formatDateTime } from '../../lib/format-date-time';
import { formatTimeAgo } from '../../lib/format-relative-time';
import { useMarkAllRead } from './api/mark-all-read';
import { useMarkRead } from './api/mark-read';
import { useNotificationsList } from './api/notifications-list';
import { notificationLink, notificationText } from './notification-content';
import { CardTitle } from '../../components/card-title';

/**
 * One's notifications, newest first: each links where it is about and is marked read on the
 * way; "Mark all read" clears the count. `onLeave` closes what holds the list once a link is
 * followed.
 */
export function NotificationsList({ onLeave }: { onLeave: () => void }) {
  const { t } = useTranslation();
  const { viewer } = useAuth();
  const list = useNotificationsList();
  const markRead = useMarkRead();
  const markAllRead = useMarkAllRead();
  const hasUnread = list.items.some((notification) => notification.readAt === null);

  const open = (notification: Notification) => {
    if (notification.readAt === null) markRead.mutate(notification.id);
    onLeave();
  };

  let content;
  if (list.isError) {
    content = (
      <LoadFailed message={t('notifications.loadFailed')} onRetry={() => void list.refetch()} />
    );
  } else if (list.isPending) {
    content = <ListSkeleton rows={3} height={56} />;
  } else if (list.items.length === 0) {
    content = (
      <Typography color="text.secondary" sx={{ py: 3, textAlign: 'center' }}>
        {t('notifications.empty')}
      </Typography>
    );
  } else {
    content = (
      <>
        <List disablePadding aria-label={t('notifications.title')}>
          {list.items.map((notification) => (
            <NotificationItem
              key={notification.id}
              notification={notification}
              to={notificationLink(notification, viewer)}
              text={notificationText(notification, t)}
              onOpen={() => open(notification)}
            />
          ))}
        </List>
        <ShowMore list={list} />
      </>
    );
  }

  return (
    <Stack spacing={1}>
      <Stack
        direction="row"
        spacing={1}
        sx={{ alignItems: 'center', justifyContent: 'space-between', px: 2, pt: 1.5 }}
      >
        <CardTitle component="h2">{t('notifications.title')}</CardTitle>
        <Button
          size="small"
          onClick={() => markAllRead.mutate()}
          disabled={!hasUnread || markAllRead.isPending}
        >
          {t('notifications.markAllRead')}
        </Button>
      </Stack>
      <Box sx={{ px: list.items.length > 0 ? 0 : 2, pb: 1 }}>{content}</Box>
    </Stack>
  );
}

function NotificationItem(props: {
  notification: Notification;
  to: string;
  text: string;
  onOpen: () => void;
}) {
  const { t } = useTranslation();
  const { notification } = props;
  const isUnread = notification.readAt === null;
  return (
    <ListItem disablePadding>
      <ListItemButton component={RouterLink} to={props.to} onClick={props.onOpen}>
        <Box
          aria-hidden
          sx={{
            width: 8,
            height: 8,
            mr: 1.5,
            flexShrink: 0,
            borderRadius: '50%',
            bgcolor: isUnread ? 'primary.main' : 'transparent',
          }}
        />
        <ListItemText
          primary={
            <>
              {props.text}
              {isUnread && (
                <Box
                  component="span"
                  sx={visuallyHiddenSx}
                >{` (${t('notifications.unread')})`}</Box>
              )}
            </>
          }
          secondary={
            <time dateTime={notification.createdAt} title={formatDateTime(notification.createdAt)}>
              {formatTimeAgo(notification.createdAt, t('notifications.justNow'))}
            </time>
          }
          slotProps={{ primary: { sx: { fontWeight: isUnread ? 600 : 400 } } }}
        />
      </ListItemButton>
    </ListItem>
  );
}
