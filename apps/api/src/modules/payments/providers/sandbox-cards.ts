/** Stripe's test cards the sandbox knows: one that pays, one that is declined. */
export const SANDBOX_CARDS = {
  pays: '4242424242424242',
  declined: '4000000000000002',
} as const;

/** What happens to a card number as typed (spaces and dashes allowed); null: not a test card. */
export function outcomeOfCard(typed: string): 'paid' | 'declined' | null {
  const digits = typed.replace(/[\s-]/g, '');
  if (digits === SANDBOX_CARDS.pays) return 'paid';
  if (digits === SANDBOX_CARDS.declined) return 'declined';
  return null;
}
