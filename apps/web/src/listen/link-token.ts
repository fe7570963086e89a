/** The share token in a recipient page's address, `/listen/<token>`; null for any other path. */
export function tokenFromPath(pathname: string): string | null {
  const match = /^\/listen\/([^/]+)\/?$/.exec(pathname);
  if (!match?.[1]) return null;
  try {
    return decodeURIComponent(match[1]);
  } catch {
    return null;
  }
}
