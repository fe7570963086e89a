const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** An amount in US cents as mails and licences print it: "$2,500.00". */
export function formatUsdCents(cents: number): string {
  return usd.format(cents / 100);
}

/**
 * Dollars as the API takes them (at most two decimals) to the whole cents the database keeps:
 * offers, requests' budgets and submissions' asking prices alike.
 */
export const usdToCents = (dollars: number): number => Math.round(dollars * 100);

/** A composer's asking price as answered (US dollars) from the cents kept; none named, null. */
export const askingPriceOf = (cents: number | null): number | null =>
  cents === null ? null : cents / 100;
