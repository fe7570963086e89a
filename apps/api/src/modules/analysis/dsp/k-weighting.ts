/**
 * The K-weighting filter of ITU-R BS.1770-4 (section 2.1): a high-shelf "head" filter (+4 dB
 * above about 1.7 kHz) followed by the RLB high-pass (about 38 Hz). The standard publishes the
 * two biquads only for 48 kHz; here they are derived for any sample rate from their analogue
 * prototypes (centre frequency, gain and Q fitted to the published 48 kHz coefficients) through
 * the bilinear transform with the frequency pre-warped, so 44.1 kHz, 96 kHz or 22.05 kHz files
 * are weighted as the standard intends. At 48 kHz the derivation gives back the published
 * coefficients to within 1e-8.
 */

/** A second-order IIR section, a0 normalised to 1: y = b0·x + b1·x1 + b2·x2 − a1·y1 − a2·y2. */
export type Biquad = { b0: number; b1: number; b2: number; a1: number; a2: number };

// The analogue prototypes behind the published 48 kHz coefficients.
const SHELF_HZ = 1681.974450955533;
const SHELF_GAIN_DB = 3.999843853973347;
const SHELF_Q = 0.7071752369554196;
/** How far the shelf's mid-band gain sits between 0 dB and its full gain (an exponent of Vh). */
const SHELF_MID_EXPONENT = 0.4996667741545416;
const HIGH_PASS_HZ = 38.13547087602444;
const HIGH_PASS_Q = 0.5003270373238773;

/** Stage 1: the head's high shelf. */
export function shelfFilter(sampleRate: number): Biquad {
  const k = Math.tan((Math.PI * SHELF_HZ) / sampleRate);
  const vh = 10 ** (SHELF_GAIN_DB / 20);
  const vb = vh ** SHELF_MID_EXPONENT;
  const a0 = 1 + k / SHELF_Q + k * k;
  return {
    b0: (vh + (vb * k) / SHELF_Q + k * k) / a0,
    b1: (2 * (k * k - vh)) / a0,
    b2: (vh - (vb * k) / SHELF_Q + k * k) / a0,
    a1: (2 * (k * k - 1)) / a0,
    a2: (1 - k / SHELF_Q + k * k) / a0,
  };
}

/**
 * Stage 2: the RLB high-pass. Its numerator is 1, −2, 1 unnormalised, as the standard
 * publishes it: the filter's gain in the pass band is then a hair above 1, and the −0.691 dB
 * in the loudness formula was chosen with that gain included.
 */
export function highPassFilter(sampleRate: number): Biquad {
  const k = Math.tan((Math.PI * HIGH_PASS_HZ) / sampleRate);
  const a0 = 1 + k / HIGH_PASS_Q + k * k;
  return {
    b0: 1,
    b1: -2,
    b2: 1,
    a1: (2 * (k * k - 1)) / a0,
    a2: (1 - k / HIGH_PASS_Q + k * k) / a0,
  };
}
