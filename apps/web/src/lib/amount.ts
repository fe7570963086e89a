/**
 * An amount of US dollars as a person types it: "$1,500.50" → 1500.5; nothing typed → null;
 * anything else → NaN, which the shared schema then calls "not a number".
 */
export function amountOf(text: string): number | null {
  const digits = text.replace(/[\s,$]/g, '');
  return digits === '' ? null : Number(digits);
}
