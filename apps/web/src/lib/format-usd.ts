const usd = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  // "$1,500" for whole dollars, "$1,500.50" with cents: no ".00" on round prices.
  trailingZeroDisplay: 'stripIfInteger',
});

/** An amount of US dollars as people read it: "$1,500", "$99.50". */
export function formatUsd(dollars: number): string {
  return usd.format(dollars);
}
