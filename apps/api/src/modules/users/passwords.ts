import { hash, verify } from '@node-rs/argon2';

// OWASP's argon2id baseline: 19 MiB of memory, two passes, one lane.
// `algorithm: 2` is Argon2id (the package's enum is const, so it cannot be imported by name).
const ARGON2_OPTIONS = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

// Verified when the email is unknown, so a wrong email costs as long as a wrong password
// and response times do not tell which addresses have accounts.
let decoyHash: Promise<string> | undefined;

export async function verifyPassword(
  passwordHash: string | null,
  password: string,
): Promise<boolean> {
  if (!passwordHash) {
    decoyHash ??= hashPassword('decoy password that matches nothing');
    await verify(await decoyHash, password);
    return false;
  }
  return verify(passwordHash, password);
}
