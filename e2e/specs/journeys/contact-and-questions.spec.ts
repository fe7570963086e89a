import { randomUUID } from 'node:crypto';
import { DEMO_ACCOUNTS, expect, signIn, test } from '../../fixtures';

/**
 * A guest writes to the team and asks a question on the composers' Q&A page; an admin reads the
 * message and answers the question in the inbox; the answer then appears on the Q&A page.
 */
test('contact-us and a question reach the admin, and the answer reaches the Q&A page', async ({
  page,
  browser,
}) => {
  // Three visitors, two browser contexts and an admin's whole inbox round: like the other
  // journeys, it gets more than the default 30 s, as the browser specs now run in two shards
  // side by side on the same cores.
  test.setTimeout(60_000);
  const tag = randomUUID().slice(0, 8);
  const subject = `Trailer music for our festival ${tag}`;
  const question = `Can I submit stems after the deadline? (${tag})`;
  const answer = 'Stems can be added to your own submission until the client licenses it.';

  await test.step('a guest sends a message through Contact Us', async () => {
    await page.goto('/contact-us');
    await page.getByLabel(/First name/).fill('Priya');
    await page.getByLabel(/Last name/).fill('Shah');
    await page.getByLabel(/^Email/).fill(`priya-${tag}@lumenfilms.example`);
    await page.getByLabel(/^Subject/).fill(subject);
    await page.getByLabel(/^Message/).fill('We need a 90-second cue by March. Can you help?');
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByRole('heading', { name: 'Message sent' })).toBeVisible();
    await expect(
      page.getByText('Thank you for contacting us, we will get back to you as soon as possible.'),
    ).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('1-contact-sent.png'), fullPage: true });
  });

  await test.step('the guest asks a question on the composers’ Q&A page', async () => {
    await page.goto('/question-answer/composer');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Q&A for composers');
    await page.getByLabel(/Your name/).fill('Mia');
    await page.getByLabel(/^Email/).fill(`mia-${tag}@composers.example`);
    await page.getByLabel(/Your question/).fill(question);
    await page.getByRole('button', { name: 'Send question' }).click();
    await expect(page.getByText(/Your question has reached our team/)).toBeVisible();
  });

  await test.step('an admin reads the message and answers the question in the inbox', async () => {
    const context = await browser.newContext();
    const admin = await context.newPage();
    try {
      await signIn(admin, DEMO_ACCOUNTS.Admin);
      await admin.getByRole('link', { name: 'Open the inbox' }).click();
      await expect(admin.getByRole('heading', { name: 'Inbox', level: 1 })).toBeVisible();

      await admin.getByRole('tab', { name: 'Messages' }).click();
      await expect(admin.getByText(subject)).toBeVisible();

      await admin.getByRole('tab', { name: 'Questions' }).click();
      await expect(admin.getByText(question)).toBeVisible();
      await admin.getByRole('button', { name: 'Answer the question from Mia' }).click();
      const dialog = admin.getByRole('dialog', { name: 'Answer Mia' });
      await dialog.getByLabel('Answer').fill(answer);
      await admin.screenshot({
        path: test.info().outputPath('2-admin-answers.png'),
        fullPage: true,
      });
      await dialog.getByRole('button', { name: 'Save answer' }).click();
      await expect(admin.getByText('The answer was saved.')).toBeVisible();
      // Answered questions leave the "Unanswered" view the inbox opens with.
      await expect(admin.getByText(question)).toHaveCount(0);
    } finally {
      await context.close();
    }
  });

  await test.step('the answer appears on the composers’ Q&A page, and only there', async () => {
    await page.goto('/question-answer/composer');
    await page.getByRole('button', { name: question }).click();
    await expect(page.getByText(answer)).toBeVisible();
    await page.screenshot({
      path: test.info().outputPath('3-answer-published.png'),
      fullPage: true,
    });

    await page.goto('/question-answer/agency');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Q&A for agencies');
    await expect(page.getByText(question)).toHaveCount(0);
  });
});
