/**
 * Where the browser goes back to after a checkout (decision 013), as paths of the app: the
 * sandbox's own page redirects there (the browser follows a relative address on this origin).
 */
export const CHECKOUT_RETURN_PATHS = {
  success: '/settings?checkout=success',
  cancel: '/settings?checkout=cancelled',
} as const;

/** The same addresses whole, for a provider on another origin (Stripe's success and cancel). */
export function checkoutReturnUrls(publicUrl: string): { successUrl: string; cancelUrl: string } {
  return {
    successUrl: `${publicUrl}${CHECKOUT_RETURN_PATHS.success}`,
    cancelUrl: `${publicUrl}${CHECKOUT_RETURN_PATHS.cancel}`,
  };
}
