/** Where the provider sends the browser back after a checkout (decision 013). */
export function checkoutReturnUrls(publicUrl: string): { success: string; cancel: string } {
  return {
    success: `${publicUrl}/settings?checkout=success`,
    cancel: `${publicUrl}/settings?checkout=cancelled`,
  };
}
