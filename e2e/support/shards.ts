// The browser specs in two shards that .ci/run runs side by side, each on servers of its own
// (decision 020). Playwright's own --shard splits by test count in file order, which put every
// accessibility check in the second shard: 597 s against 364 s. These lists are balanced by the
// specs' measured durations instead (the JSON reports .ci/run writes hold them); a new spec lands
// in the second shard until someone moves it. Specs that rely on each other stay in one shard,
// where files keep their name order: requests.spec.ts before subscription-and-licence.spec.ts.

/** The first shard's specs, about 400 s of tests on the CI machine; the second runs the rest. */
const FIRST_SHARD = [
  'guest/home.spec.ts',
  'journeys/admin-two-factor.spec.ts',
  'journeys/brief-fit.spec.ts',
  'journeys/catalogue.spec.ts',
  'journeys/contact-and-questions.spec.ts',
  'journeys/music-view-off.spec.ts',
  'journeys/placements.spec.ts',
  'journeys/review-loop.spec.ts',
  'quality/accessibility-admin.spec.ts',
  'quality/accessibility-guest.spec.ts',
];

/**
 * What Playwright runs for `E2E_SHARD` (1 or 2), as testMatch and extra testIgnore globs; without
 * it, every spec.
 */
export function specsOfShard(shard: string | undefined): {
  testMatch?: string[];
  testIgnore: string[];
} {
  const first = FIRST_SHARD.map((spec) => `**/specs/${spec}`);
  if (shard === undefined || shard === '') return { testIgnore: [] };
  if (shard === '1') return { testMatch: first, testIgnore: [] };
  if (shard === '2') return { testIgnore: first };
  throw new Error(`E2E_SHARD is 1 or 2, not "${shard}"`);
}
