import { describe, expect, it } from 'vitest';
import { call } from '../helpers/api';
import { createAccount } from '../helpers/accounts';
import { FORGOT_PASSWORD, resetLinksTo } from '../helpers/password-resets';
import { useTestApp } from '../helpers/test-app';

// Without PUBLIC_URL other links follow the origin a request came to; a reset link must not:
// whoever asks for it writes that origin, and the mail goes to someone else, whose click would
// hand the token to the host it names (decision 036).
const t = useTestApp({
  config: { isPublicUrlSet: false, publicUrl: 'http://localhost:3000', trustProxy: 1 },
});

describe('a reset link without PUBLIC_URL', () => {
  it.each([
    ['a Host header', { host: 'attacker.example' }],
    [
      "a proxy's forwarded host",
      {
        host: '10.0.0.5:3000',
        'x-forwarded-host': 'attacker.example',
        'x-forwarded-proto': 'https',
      },
    ],
  ])('leads to the server’s own address whatever %s says', async (_, headers) => {
    const owner = await createAccount(t.app, 'Client');
    const response = await call(t.app, 'POST', FORGOT_PASSWORD, {
      body: { email: owner.email },
      headers,
    });
    expect(response.statusCode, response.raw).toBe(200);
    const links = await resetLinksTo(t.app, owner.email);
    expect(links.map((link) => link.origin)).toEqual(['http://localhost:3000']);
  });
});
