import FacebookIcon from '@mui/icons-material/Facebook';
import InstagramIcon from '@mui/icons-material/Instagram';
import LinkedInIcon from '@mui/icons-material/LinkedIn';
import LogoutIcon from '@mui/icons-material/Logout';
import MenuIcon from '@mui/icons-material/Menu';
import {
  AppBar,
  Box,
  Button,
  Container,
  Divider,
  Drawer,
  IconButton,
  Link,
  List,
  ListItem,
  ListItemButton,
  ListItemText,
  Stack,
  Toolbar,
  Typography,
} from '@mui/material';
import { COMPANY_NAME, PRODUCT_NAME } from '@cuebrief/shared';
import { useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router';
import { PlayerBar } from '../../components/audio-player/player-bar';
import { CommentMarkersFeed } from '../../domain/reviews/player/comment-markers-feed';
import { NotificationsBell } from '../../features/notifications/notifications-bell';
import { env } from '../../config/env';
import { paths } from '../../config/paths';
import { useAuth } from '../../lib/auth/auth-context';
import { useAvailablePaths } from '../../lib/available-paths';
import { menuFor } from '../menu';
import { RouteFocus } from './route-focus';

const SOCIAL_LINKS = [
  { href: 'https://www.linkedin.com/company/cuebrief', label: 'menu.linkedin', Icon: LinkedInIcon },
  { href: 'https://www.facebook.com/cuebrief', label: 'menu.facebook', Icon: FacebookIcon },
  { href: 'https://www.instagram.com/cuebrief', label: 'menu.instagram', Icon: InstagramIcon },
] as const;

/**
 * The slide-in menu (docs/contracts.md#menu); MUI's drawer locks page scroll while open and closes
 * on a click outside.
 */
export function MenuDrawer({ isOpen, onClose }: { isOpen: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const { viewer, isAuthenticated, logout } = useAuth();
  const { pathname } = useLocation();
  const items = menuFor(viewer, {
    isMusicViewEnabled: env.isMusicViewEnabled,
    builtPaths: useAvailablePaths(),
  });

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
        <List>
          {items.map((item) => (
            <ListItem key={item.path} disablePadding>
              <ListItemButton
                component={RouterLink}
                to={item.path}
                selected={pathname === item.path}
                aria-current={pathname === item.path ? 'page' : undefined}
                onClick={onClose}
              >
                <ListItemText primary={t(item.label)} />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
        <Box sx={{ flexGrow: 1 }} />
        {isAuthenticated && (
          <Box sx={{ px: 2, pb: 1 }}>
            <Button
              fullWidth
              variant="outlined"
              startIcon={<LogoutIcon />}
              onClick={() => {
                onClose();
                void logout();
              }}
            >
              {t('menu.logOut')}
            </Button>
          </Box>
        )}
        <Divider />
        <Stack
          direction="row"
          spacing={1}
          sx={{ px: 1, py: 1 }}
          role="group"
          aria-label={t('menu.social')}
        >
          {SOCIAL_LINKS.map(({ href, label, Icon }) => (
            <IconButton
              key={href}
              component="a"
              href={href}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={t(label)}
            >
              <Icon />
            </IconButton>
          ))}
        </Stack>
      </Box>
    </Drawer>
  );
}

export function Footer() {
  const { t } = useTranslation();
  return (
    <Box
      component="footer"
      sx={{ py: 3, textAlign: 'center', color: 'text.secondary', fontSize: 14 }}
    >
      {t('footer.copyright', { year: new Date().getFullYear(), company: COMPANY_NAME })}
    </Box>
  );
}

export function AppShell({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const [isMenuOpen, setIsMenuOpen] = useState(false);
  const mainRef = useRef<HTMLElement>(null);
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <AppBar
        position="sticky"
        color="inherit"
        elevation={0}
        sx={{ borderBottom: 1, borderColor: 'divider' }}
      >
        <Toolbar>
          <IconButton
            edge="start"
            aria-label={t('menu.open')}
            aria-haspopup="true"
            onClick={() => setIsMenuOpen(true)}
          >
            <MenuIcon />
          </IconButton>
          <Link
            component={RouterLink}
            to={paths.home}
            underline="none"
            sx={{ ml: 1, fontWeight: 700, fontSize: 20, color: 'primary.main' }}
          >
            {PRODUCT_NAME}
          </Link>
          <Box sx={{ flexGrow: 1 }} />
          <NotificationsBell />
        </Toolbar>
      </AppBar>
      <MenuDrawer isOpen={isMenuOpen} onClose={() => setIsMenuOpen(false)} />
      <Container
        ref={mainRef}
        component="main"
        maxWidth="lg"
        sx={{ flexGrow: 1, py: { xs: 3, md: 5 } }}
      >
        {children}
      </Container>
      <RouteFocus mainRef={mainRef} />
      <Footer />
      {/* The player keeps its place here across pages: the shell stays while pages change. */}
      <PlayerBar />
      <CommentMarkersFeed />
    </Box>
  );
}
