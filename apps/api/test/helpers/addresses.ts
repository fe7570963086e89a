/**
 * Public forms, sign-ups and failed logins are limited per address, so a test file that sends
 * many gives each request an address of its own: `10.<block>.x.y`, a block per file.
 */
export function addressSequence(block: number): () => string {
  let sent = 0;
  return () => {
    sent += 1;
    return `10.${block}.${Math.floor(sent / 250)}.${sent % 250}`;
  };
}
