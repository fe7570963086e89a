/**
 * Key profiles: how strongly each of the 12 pitch classes, counted from the tonic, belongs to a
 * major or a minor key.
 */
export type KeyProfile = { major: readonly number[]; minor: readonly number[] };

/**
 * Krumhansl & Kessler (1982): listeners' ratings of how well each probe tone fits a key. The
 * classic profile for audio; it rates the tonic triad high and every other scale tone alike,
 * which in a minor key's chroma full of the dominant's raised seventh and of overtones (a
 * root's fifth harmonic is the major third) tends to the parallel major.
 */
export const KRUMHANSL_KESSLER: KeyProfile = {
  major: [6.35, 2.23, 3.48, 2.33, 4.38, 4.09, 2.52, 5.19, 2.39, 3.66, 2.29, 2.88],
  minor: [6.33, 2.68, 3.52, 5.38, 2.6, 3.53, 2.54, 4.75, 3.98, 2.69, 3.34, 3.17],
};

/**
 * Albrecht & Shanahan (2013): how long each pitch class sounds in 490 pieces of known key. It
 * tells the third apart sharply, so it rarely takes minor for the parallel major, but, counting
 * time, it weighs the notes a minor key shares with its relative major and leans to that.
 */
export const ALBRECHT_SHANAHAN: KeyProfile = {
  major: [0.238, 0.006, 0.111, 0.006, 0.137, 0.094, 0.016, 0.214, 0.009, 0.08, 0.008, 0.081],
  minor: [0.22, 0.006, 0.104, 0.123, 0.019, 0.103, 0.012, 0.214, 0.062, 0.022, 0.061, 0.052],
};

/**
 * The profiles the key is read with. Two, whose correlations are averaged, because their
 * errors lean opposite ways (above): the average keeps each one's strength. Temperley's
 * (1999) profile was also tried, and confused more minor keys with their relative major than
 * either of these.
 */
export const KEY_PROFILES: readonly KeyProfile[] = [KRUMHANSL_KESSLER, ALBRECHT_SHANAHAN];
