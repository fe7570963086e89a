import { Box, Divider, Drawer, Typography } from '@mui/material';
import { PRODUCT_NAME } from '@cuebrief/shared';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../lib/auth/auth-context';
import { stickyUnderAppBar } from './app-bar-height';
import { MenuContent } from './menu-content';

/**
 * From this width on the menu stays open beside the page as a rail (decision 046); below it, it
 * is the spec's slide-in drawer behind the menu button. MUI's `lg`: 1200 px.
 */
export const RAIL_BREAKPOINT = 'lg';
const RAIL_WIDTH = 256;

/**
 * The slide-in menu (docs/contracts.md#menu) below the rail's width; MUI's drawer locks page
 * scroll while open and closes on a click outside.
 */
export function MenuDrawer({ isOpen, onClose }: { isOpen: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Drawer
      open={isOpen}
      onClose={onClose}
      slotProps={{ paper: { sx: { width: 280 }, 'aria-label': t('menu.title') } }}
    >
      <Box
        component="nav"
        aria-label={t('menu.title')}
        sx={{ display: 'flex', flexDirection: 'column', height: '100%' }}
      >
        <Typography
          variant="h6"
          component="p"
          sx={{ px: 2, py: 2, fontWeight: 700, color: 'primary.main' }}
        >
          {PRODUCT_NAME}
        </Typography>
        <Divider />
        <MenuContent onLeave={onClose} isLogOutAtFoot />
      </Box>
    </Drawer>
  );
}

/**
 * The same menu as a rail, open beside the page from RAIL_BREAKPOINT on, so a section change is
 * one click and the current section stays in sight. Shown by a CSS media query, never by
 * measuring the window: the pre-rendered guest pages (decision 034) carry it and paint it at
 * once on a wide screen, and below the breakpoint it is `display: none`, out of the Tab order.
 */
export function MenuRail() {
  const { t } = useTranslation();
  const { isAuthenticated } = useAuth();
  return (
    <Box
      data-testid="menu-rail"
      sx={(theme) => ({
        display: 'none',
        // A guest's menu is guest content: on a pre-rendered page that a signed-in person opens,
        // the head's script marks the document (decision 034) and the rail keeps its place,
        // empty, until the app draws their own menu; nothing moves.
        ...(!isAuthenticated && { 'html[data-session] &': { visibility: 'hidden' } }),
        [theme.breakpoints.up(RAIL_BREAKPOINT)]: {
          display: 'block',
          width: RAIL_WIDTH,
          flexShrink: 0,
          borderRight: 1,
          borderColor: 'divider',
          bgcolor: 'background.paper',
        },
      })}
    >
      <Box
        component="nav"
        aria-label={t('menu.title')}
        sx={(theme) => ({
          position: 'sticky',
          ...stickyUnderAppBar(theme),
          overflowY: 'auto',
          display: 'flex',
          flexDirection: 'column',
          pt: 1,
        })}
      >
        <MenuContent isLogOutAtFoot={false} />
      </Box>
    </Box>
  );
}
