import { expect, signIn, test, DEMO_ACCOUNTS, openMenu } from '../../fixtures';

/** The guest pages the build pre-renders (decision 034), with the heading each opens with. */
const GUEST_PAGES = [
  ['/', 'Cuebrief'],
  ['/info', 'How Cuebrief works'],
  ['/login', 'Log in'],
  ['/choose-user-type', 'Join Cuebrief'],
  ['/sign-up/composer', 'Sign up as a composer'],
  ['/sign-up/client', 'Sign up as an agency'],
  ['/question-answer/agency', 'Q&A for agencies'],
  ['/question-answer/composer', 'Q&A for composers'],
] as const;

test.describe('the guest pages, pre-rendered', () => {
  test('show their heading, text and links with JavaScript switched off', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    for (const [path, heading] of GUEST_PAGES) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading }), path).toBeVisible();
    }
    await page.goto('/');
    await expect(page.getByText('Custom music, commissioned.')).toBeVisible();
    // Links are plain links: a page without its script still leads to the next one.
    await page.getByRole('main').getByRole('link', { name: 'Log in' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
    await expect(page.getByLabel('Email')).toBeVisible();
    await page.goto('/info');
    // The placements need the script: their place is held, not empty space that later moves.
    await expect(page.getByRole('heading', { name: 'Where our music is heard' })).toBeVisible();
    await context.close();
  });

  test('come alive for a guest without the signed-in app, under the page CSP', async ({ page }) => {
    const problems: string[] = [];
    const scripts: string[] = [];
    page.on('pageerror', (error) => problems.push(error.message));
    page.on('console', (message) => {
      if (/Content Security Policy|hydrat/i.test(message.text())) problems.push(message.text());
    });
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto('/');
    const heading = page.getByRole('heading', { level: 1, name: 'Cuebrief' });
    await expect(heading).toBeVisible();
    await expect(page.getByTestId('placement-card')).toHaveCount(3);
    // The pre-rendered heading was taken over, not drawn again.
    await heading.evaluate((element) => element.setAttribute('data-seen', ''));
    await openMenu(page);
    await page
      .getByRole('navigation', { name: 'Menu' })
      .getByRole('link', { name: 'Log In' })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
    await page.goBack();
    await expect(page.getByRole('heading', { level: 1, name: 'Cuebrief' })).toBeVisible();
    expect(scripts.filter((script) => /\/assets\/main-/.test(script))).toEqual([]);
    expect(problems).toEqual([]);
  });

  test('a guest page hydrates the HTML it was sent, and what was done before is done then', async ({
    page,
  }) => {
    // The app's part of the page held back, as on a slow phone.
    let releaseScript = () => {};
    const scriptHeld = new Promise<void>((resolve) => (releaseScript = resolve));
    await page.route('**/assets/hydrate-*.js', async (route) => {
      await scriptHeld;
      await route.continue();
    });
    await page.goto('/sign-up/client');
    const heading = page.getByRole('heading', { level: 1, name: 'Sign up as an agency' });
    await heading.evaluate((element) => element.setAttribute('data-before-script', ''));
    // Sent before the app took the form over: held, not sent by the browser with its fields.
    await page.getByLabel(/^First name/).fill('Ada');
    await page.getByRole('button', { name: 'Sign up' }).click();
    await expect(page).toHaveURL(/\/sign-up\/client$/);
    releaseScript();
    // Then the app's own check speaks, on the same elements, with what was typed kept.
    await expect(page.getByText('Required').first()).toBeVisible();
    await expect(page.locator('h1[data-before-script]')).toHaveCount(1);
    await expect(page.getByLabel(/^First name/)).toHaveValue('Ada');
  });

  test('a form page runs its script at the visitor’s first input, and does what it was asked', async ({
    page,
  }) => {
    await page.goto('/login');
    await page.waitForLoadState('networkidle');
    // The first input is a press of the password's eye: the page becomes the app's, then shows it.
    await page.getByLabel(/^Password/).fill('cuebrief-demo');
    await page.getByRole('button', { name: 'Show password' }).click();
    await expect(page.getByLabel(/^Password/)).toHaveAttribute('type', 'text');
    await expect(page.getByRole('button', { name: 'Hide password' })).toBeVisible();
  });

  test('a page taken over by its script adds no style its HTML did not need: the pre-rendered head names them all', async ({
    page,
  }) => {
    await page.addInitScript(() => {
      const inserted: string[] = [];
      Object.assign(window, { insertedRules: inserted });
      const insertRule = CSSStyleSheet.prototype.insertRule;
      CSSStyleSheet.prototype.insertRule = function (rule: string, index?: number) {
        inserted.push(rule);
        return insertRule.call(this, rule, index);
      };
    });
    await page.goto('/login');
    await page.waitForLoadState('networkidle');
    // By keys, so no ripple draws: the focus takes the page over, Enter's press is the app's.
    await page.getByRole('button', { name: 'Show password' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByLabel(/^Password/)).toHaveAttribute('type', 'text');
    // A rule for a class no element wears is a part's inner class (MUI's IconButton's styles
    // before they merge with ButtonBase's): the head names those, so Emotion must not draw them.
    const unworn = await page.evaluate(() =>
      (window as unknown as { insertedRules: string[] }).insertedRules
        .map((rule) => /^\.css-([\w-]+)/.exec(rule)?.[1])
        .filter((id): id is string => id !== undefined && !document.querySelector(`.css-${id}`)),
    );
    expect(unworn).toEqual([]);
  });

  test('a Q&A page, once the app’s, keeps what is typed in its question and sends it', async ({
    page,
  }) => {
    await page.goto('/question-answer/agency');
    // The answered questions come from the API: the page is the app's once they show.
    await expect(page.getByRole('status').filter({ hasText: /answered question/ })).toBeVisible();
    await page.getByLabel(/Your name/).fill('Noor');
    await page.getByLabel(/^Email/).fill('noor@agency.example');
    await page.getByLabel(/Your question/).pressSequentially('Can a brief have two deadlines?');
    await expect(page.getByLabel(/Your question/)).toHaveValue('Can a brief have two deadlines?');
    await page.getByRole('button', { name: 'Send question' }).click();
    await expect(page.getByText(/Your question has reached our team/)).toBeVisible();
  });

  test('a signed-in person opening one gets their own page, never the guest content', async ({
    page,
  }) => {
    await signIn(page, DEMO_ACCOUNTS.Composer);
    // The app's entry held back: meanwhile the pre-rendered guest home is there but hidden.
    let releaseApp = () => {};
    const appHeld = new Promise<void>((resolve) => (releaseApp = resolve));
    await page.route('**/assets/main-*.js', async (route) => {
      await appHeld;
      await route.continue();
    });
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    await expect(page.locator('html')).toHaveAttribute('data-session', '');
    await expect(page.locator('[data-guest-content]')).toBeHidden();
    await expect(page.getByRole('link', { name: 'Sign up' })).toBeHidden();
    releaseApp();
    await expect(page.getByText('Welcome back, Lena')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Sign up' })).toHaveCount(0);
  });
});
