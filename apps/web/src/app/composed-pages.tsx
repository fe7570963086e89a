import { HomePage } from '../features/home/home-page';
import { InfoPage } from '../features/home/info-page';
import { PlacementsShowcase } from '../features/placements/showcase/placements-showcase';

/*
 * Pages that show a piece of another feature, put together here: a feature never imports
 * another one, so the route composes them (the home and How It Works pages show the latest
 * placements of the placements feature).
 */

export function HomeWithShowcase() {
  return <HomePage showcase={<PlacementsShowcase />} />;
}

export function InfoWithShowcase() {
  return <InfoPage showcase={<PlacementsShowcase />} />;
}
