/**
 * Where the browser goes back to after a checkout (decision 013), as paths of the app: the
 * sandbox's own page redirects there (the browser follows a relative address on this origin).
 * The client's Offers & Licences page, not Settings, which the music-view flag may hide
 * (decision 038): a licence's or a plan's payment lands where its invoice is, with the thanks.
 */
export const CHECKOUT_RETURN_PATHS = {
  success: '/offers?checkout=success',
  cancel: '/offers?checkout=cancelled',
} as const;

/** The same addresses whole, for a provider on another origin (Stripe's success and cancel). */
export function checkoutReturnUrls(publicUrl: string): { successUrl: string; cancelUrl: string } {
  return {
    successUrl: `${publicUrl}${CHECKOUT_RETURN_PATHS.success}`,
    cancelUrl: `${publicUrl}${CHECKOUT_RETURN_PATHS.cancel}`,
  };
}
