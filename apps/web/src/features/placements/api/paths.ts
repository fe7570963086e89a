import { API_PREFIX } from '@cuebrief/shared';

const id = (value: string) => encodeURIComponent(value);

/** Every address of the placements API, in one place. */
export const placementsApi = {
  list: `${API_PREFIX.request}/placements`,
  create: `${API_PREFIX.request}/placement`,
  one: (placementId: string) => `${API_PREFIX.request}/placement/${id(placementId)}`,
  audio: (placementId: string) => `${API_PREFIX.request}/placement-audio/${id(placementId)}`,
  image: (placementId: string) => `${API_PREFIX.request}/placement-img/${id(placementId)}`,
} as const;
