import FacebookIcon from '@mui/icons-material/Facebook';
import InstagramIcon from '@mui/icons-material/Instagram';
import LinkedInIcon from '@mui/icons-material/LinkedIn';
import LogoutIcon from '@mui/icons-material/Logout';
import {
  Box,
  Button,
  Divider,
  IconButton,
  List,
  ListItem,
  ListItemButton,
  ListItemText,
  Stack,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router';
import { env } from '../../config/env';
import { useAuth } from '../../lib/auth/auth-context';
import { useAvailablePaths } from '../../lib/available-paths';
import { menuFor, menuPlaceOf } from '../menu';

const SOCIAL_LINKS = [
  { href: 'https://www.linkedin.com/company/cuebrief', label: 'menu.linkedin', Icon: LinkedInIcon },
  { href: 'https://www.facebook.com/cuebrief', label: 'menu.facebook', Icon: FacebookIcon },
  { href: 'https://www.instagram.com/cuebrief', label: 'menu.instagram', Icon: InstagramIcon },
] as const;

/**
 * What the menu holds (docs/contracts.md#menu), wherever it is shown: the viewer's routes from
 * the menu table with the current section marked, Log Out for a signed-in person, and the social
 * links in a new tab. `onLeave` runs when a link or Log Out is used (the drawer closes then).
 * `isLogOutAtFoot` pushes Log Out to the bottom of a full-height drawer; the rail keeps it under
 * the links, where the player bar never covers it.
 */
export function MenuContent({
  onLeave,
  isLogOutAtFoot,
}: {
  onLeave?: () => void;
  isLogOutAtFoot: boolean;
}) {
  const { t } = useTranslation();
  const { viewer, isAuthenticated, logout } = useAuth();
  const { pathname } = useLocation();
  const items = menuFor(viewer, {
    isMusicViewEnabled: env.isMusicViewEnabled,
    builtPaths: useAvailablePaths(),
  });

  return (
    <>
      <List>
        {items.map((item) => {
          const place = menuPlaceOf(item.path, pathname);
          return (
            <ListItem key={item.path} disablePadding>
              <ListItemButton
                component={RouterLink}
                to={item.path}
                selected={place !== undefined}
                aria-current={place}
                onClick={onLeave}
              >
                <ListItemText primary={t(item.label)} />
              </ListItemButton>
            </ListItem>
          );
        })}
      </List>
      {isLogOutAtFoot && <Box sx={{ flexGrow: 1 }} />}
      {isAuthenticated && (
        <Box sx={{ px: 2, pb: 1 }}>
          <Button
            fullWidth
            variant="outlined"
            startIcon={<LogoutIcon />}
            onClick={() => {
              onLeave?.();
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
    </>
  );
}
