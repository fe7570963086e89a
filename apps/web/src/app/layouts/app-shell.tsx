import MenuIcon from '@mui/icons-material/Menu';
import {
  AppBar,
  Box,
  Container,
  GlobalStyles,
  IconButton,
  Link,
  Toolbar,
  useMediaQuery,
  useTheme,
  type Theme,
} from '@mui/material';
import { COMPANY_NAME, PRODUCT_NAME } from '@cuebrief/shared';
import { useRef, useState, type MouseEvent, type ReactNode, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { PlayerBar } from '../../components/audio-player/player-bar';
import { CommentMarkersFeed } from '../../domain/reviews/player/comment-markers-feed';
import { ColorModeMenu } from '../../components/color-mode/color-mode-menu';
import { NotificationsBell } from '../../features/notifications/notifications-bell';
import { visuallyHiddenSx } from '../../components/visually-hidden';
import { HydrateLater } from '../../lib/hydrate-later';
import { paths } from '../../config/paths';
import { scrollPaddingUnderAppBar } from './app-bar-height';
import { MenuDrawer, MenuRail, RAIL_BREAKPOINT } from './menu-drawer';
import { RouteFocus } from './route-focus';

const MAIN_ID = 'main-content';

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

/**
 * The first stop of the Tab order, shown only when focused: past the app bar and the menu rail
 * straight to the page. The link works before any script (a pre-rendered guest page); with the
 * script, focus moves to <main> itself, and the address keeps no fragment.
 */
function SkipToContent({ mainRef }: { mainRef: RefObject<HTMLElement | null> }) {
  const { t } = useTranslation();
  const skip = (event: MouseEvent) => {
    if (!mainRef.current) return;
    event.preventDefault();
    mainRef.current.focus();
  };
  return (
    <Link
      href={`#${MAIN_ID}`}
      onClick={skip}
      sx={(theme) => ({
        ...visuallyHiddenSx,
        '&:focus': {
          clip: 'auto',
          width: 'auto',
          height: 'auto',
          margin: 0,
          zIndex: theme.zIndex.appBar + 1,
          top: theme.spacing(1),
          left: theme.spacing(1),
          px: 2,
          py: 1,
          bgcolor: 'background.paper',
          borderRadius: 1,
        },
      })}
    >
      {t('menu.skipToContent')}
    </Link>
  );
}

export function AppShell({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const [isMenuOpen, setIsMenuOpen] = useState(false);
  const mainRef = useRef<HTMLElement>(null);
  // A window widened past the rail's breakpoint shows the rail: a drawer left open would cover
  // it, so it closes, and stays closed if the window narrows again.
  const isRailShown = useMediaQuery(useTheme().breakpoints.up(RAIL_BREAKPOINT));
  const [wasRailShown, setWasRailShown] = useState(isRailShown);
  if (isRailShown !== wasRailShown) {
    setWasRailShown(isRailShown);
    if (isRailShown) setIsMenuOpen(false);
  }
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <GlobalStyles styles={(theme) => ({ html: scrollPaddingUnderAppBar(theme as Theme) })} />
      <SkipToContent mainRef={mainRef} />
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
            // The rail is the menu from its breakpoint on: the button would open it twice.
            sx={{ display: { [RAIL_BREAKPOINT]: 'none' }, mr: 1 }}
          >
            <MenuIcon />
          </IconButton>
          <Link
            component={RouterLink}
            to={paths.home}
            underline="none"
            sx={{ fontWeight: 700, fontSize: 20, color: 'primary.main' }}
          >
            {PRODUCT_NAME}
          </Link>
          <Box sx={{ flexGrow: 1 }} />
          <ColorModeMenu />
          <NotificationsBell />
        </Toolbar>
      </AppBar>
      <MenuDrawer isOpen={isMenuOpen && !isRailShown} onClose={() => setIsMenuOpen(false)} />
      <Box sx={{ flexGrow: 1, display: 'flex' }}>
        {/* Hidden on a phone, and only links (which work before any script): a pre-rendered
            page takes it over in a task after the bar's, keeping the first one short. */}
        <HydrateLater>
          <MenuRail />
        </HydrateLater>
        <Box sx={{ flexGrow: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
          <Container
            ref={mainRef}
            id={MAIN_ID}
            tabIndex={-1}
            component="main"
            maxWidth="lg"
            sx={{
              flexGrow: 1,
              // At least a window tall, so the footer always starts below the fold: pinned to the
              // window's foot while a page's data is on its way, it would jump away on arrival
              // (a layout shift of up to 0.07 measured on the album page).
              minHeight: '100vh',
              py: { xs: 3, md: 5 },
              '&:focus': { outline: 'none' },
            }}
          >
            {children}
          </Container>
          <RouteFocus mainRef={mainRef} />
          <Footer />
        </Box>
      </Box>
      {/* The player keeps its place here across pages: the shell stays while pages change. */}
      <PlayerBar />
      <CommentMarkersFeed />
    </Box>
  );
}
