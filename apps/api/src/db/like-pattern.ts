/** A text a person searches for, as an ILIKE pattern: `%` and `_` they type are literal characters. */
export const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
