import type { Placement } from '@cuebrief/shared';
import {
  SHOWCASE_SIZE,
  placementsListUrl,
  preloadFirstPicture,
} from '../features/placements/api/showcase-call';
import { startEarlyCall } from '../lib/early-calls';

/**
 * When a pre-rendered page's placements showcase (`data-loads-data`) begins inside the first
 * screen, its first picture is the screen's largest element (issue 19: /info on a phone): the
 * entry asks for the placements before it hydrates, and for that picture as soon as they come,
 * instead of after hydration, the page's render and its call. The showcase's query takes the
 * started call (early-calls.ts). Below the first screen nothing changes (decision 034).
 */
export function startShowcaseEarly(root: HTMLElement, screenHeight: number): boolean {
  const showcase = root.querySelector('[data-loads-data]');
  if (!showcase || showcase.getBoundingClientRect().top >= screenHeight) return false;
  startEarlyCall(placementsListUrl(SHOWCASE_SIZE))
    .then((placements) => preloadFirstPicture(placements as Placement[], document.head))
    .catch(() => {});
  return true;
}
