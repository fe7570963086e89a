const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** An amount in US cents as mails and licences print it: "$2,500.00". */
export function formatUsdCents(cents: number): string {
  return usd.format(cents / 100);
}
