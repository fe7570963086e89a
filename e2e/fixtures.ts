import { test as base, expect } from '@playwright/test';
import type { Envelope, Role, Tokens } from '@cuebrief/shared';

/** The demo accounts of README.md, one approved account per role. */
export const DEMO_PASSWORD = 'cuebrief-demo';
export const DEMO_ACCOUNTS: Record<Role, string> = {
  Admin: 'admin@cuebrief.example',
  Client: 'ava@northlight.example',
  Composer: 'lena@composers.example',
};

type Fixtures = {
  /**
   * Signs the page in as the demo account of `role`: logs in through the API and stores the
   * tokens where the web app keeps them (localStorage `accessToken`, `refreshToken`), then
   * reloads, so the app starts signed in. Opens `/` first when the page is still blank.
   */
  loginAs: (role: Role) => Promise<Tokens>;
};

export const test = base.extend<Fixtures>({
  loginAs: async ({ page }, use) => {
    await use(async (role) => {
      const response = await page.request.post('/users/v1/auth/login', {
        data: { email: DEMO_ACCOUNTS[role], password: DEMO_PASSWORD },
      });
      const body = (await response.json()) as Envelope<Tokens>;
      expect(response.status(), `log in as ${role}: ${body.status.message}`).toBe(200);
      const tokens = body.data;
      // localStorage belongs to an origin: a blank page has none yet.
      if (!page.url().startsWith('http')) await page.goto('/');
      await page.evaluate(({ accessToken, refreshToken }) => {
        localStorage.setItem('accessToken', accessToken);
        localStorage.setItem('refreshToken', refreshToken);
      }, tokens);
      await page.reload();
      return tokens;
    });
  },
});

export { expect };
