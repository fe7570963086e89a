import { CssBaseline, ThemeProvider } from '@mui/material';
import { QueryClientProvider } from '@tanstack/react-query';
import { BrowserRouter, Route, Routes } from 'react-router';
import { ToastProvider } from '../components/toast/toast-provider';
import { NotFoundPage } from '../features/home/not-found-page';
import { AuthProvider } from '../lib/auth/auth-context';
import { AvailablePathsProvider } from '../lib/available-paths';
import { RedirectProvider } from '../lib/redirect';
import { AppLayout } from './layouts/app-layout';
import { queryClient } from './query-client';
import { RouteGuard } from './route-guard';
import { SessionPlayerProvider } from './session-player';
import { APP_ROUTES, BUILT_PATHS } from './routes';
import { theme } from './theme';

export function App() {
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <QueryClientProvider client={queryClient}>
        <AvailablePathsProvider paths={BUILT_PATHS}>
          <BrowserRouter>
            <RedirectProvider>
              <AuthProvider>
                <ToastProvider>
                  {/* Above the pages, so the music plays on while the person moves between them. */}
                  <SessionPlayerProvider>
                    <Routes>
                      <Route element={<AppLayout />}>
                        {APP_ROUTES.map((route) => (
                          <Route
                            key={route.path}
                            path={route.path}
                            element={<RouteGuard route={route} />}
                          />
                        ))}
                        <Route path="*" element={<NotFoundPage />} />
                      </Route>
                    </Routes>
                  </SessionPlayerProvider>
                </ToastProvider>
              </AuthProvider>
            </RedirectProvider>
          </BrowserRouter>
        </AvailablePathsProvider>
      </QueryClientProvider>
    </ThemeProvider>
  );
}
