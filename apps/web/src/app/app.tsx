import { Route, Routes } from 'react-router';
import { NotFoundPage } from '../features/home/not-found-page';
import { AppLayout } from './layouts/app-layout';
import { AppProviders } from './app-providers';
import { RouteGuard } from './route-guard';
import { APP_ROUTES, BUILT_PATHS } from './routes';

export function App() {
  return (
    <AppProviders availablePaths={BUILT_PATHS}>
      <Routes>
        <Route element={<AppLayout />}>
          {APP_ROUTES.map((route) => (
            <Route key={route.path} path={route.path} element={<RouteGuard route={route} />} />
          ))}
          <Route path="*" element={<NotFoundPage />} />
        </Route>
      </Routes>
    </AppProviders>
  );
}
