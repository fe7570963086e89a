import type { Placement } from '@cuebrief/shared';
import { useTranslation } from 'react-i18next';

/** "Northwind Motors · Advert · 2025": who used the music, where and when, in one line. */
export function usePlacementFacts(): (placement: Placement) => string {
  const { t } = useTranslation();
  return (placement) =>
    [placement.brand, t(`placements.media.${placement.media}`), placement.year].join(' · ');
}
