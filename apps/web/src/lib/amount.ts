/**
 * An amount of US dollars as a person types it: "$1,500.50" → 1500.5; nothing typed → null;
 * anything else → NaN, which the shared schema then calls "not a number".
 */
export function amountOf(text: string): number | null {
  const digits = text.replace(/[\s,$]/g, '');
  return digits === '' ? null : Number(digits);
}

/** An amount as a box holds it for a person to change: 900 → "900", 1250.5 → "1250.50". */
export function amountText(dollars: number): string {
  return Number.isInteger(dollars) ? String(dollars) : dollars.toFixed(2);
}
