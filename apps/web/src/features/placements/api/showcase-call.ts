import type { Placement } from '@cuebrief/shared';
import { env } from '../../../config/env';
import { placementsApi } from './paths';

/** How many placements the home and info pages show: one row on a desktop. */
export const SHOWCASE_SIZE = 3;

/** How wide a showcase card's picture is drawn (its `sizes`), one column on a phone. */
export const SHOWCASE_IMAGE_SIZES =
  '(max-width: 599.95px) 100vw, (max-width: 1199.95px) 50vw, 33vw';

/** The address of GET /placements?limit=, as the API client writes it. */
export const placementsListUrl = (limit?: number) =>
  `${env.apiBaseUrl}${placementsApi.list}${limit === undefined ? '' : `?limit=${limit}`}`;

/**
 * Asks the browser for the first placement's picture at once and first (its widths and sizes as
 * the card gives them, so it picks the same file): on a phone it is the largest thing in the
 * first screen (issue 19), and would otherwise be requested only once the page has hydrated and
 * rendered its cards.
 */
export function preloadFirstPicture(placements: Placement[], head: HTMLElement): void {
  const image = placements[0]?.image;
  if (!image) return;
  const link = document.createElement('link');
  link.setAttribute('rel', 'preload');
  link.setAttribute('as', 'image');
  link.setAttribute('href', image.url);
  link.setAttribute('fetchpriority', 'high');
  if (image.srcset.length > 0) {
    link.setAttribute('imagesrcset', image.srcset.map((at) => `${at.url} ${at.width}w`).join(', '));
    link.setAttribute('imagesizes', SHOWCASE_IMAGE_SIZES);
  }
  head.append(link);
}
