import type { OutboxMessage } from '@cuebrief/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeListApi, uuidOf } from '../../test/fake-api';
import { renderApp, shownLocation } from '../../test/render';
import { OutboxPage } from './outbox-page';

const mailOf = (n: number, patch: Partial<OutboxMessage> = {}): OutboxMessage => ({
  id: uuidOf(n),
  to: `person${n}@agency.example`,
  subject: `Mail ${n}`,
  text: `Hello ${n},\n\nThe body of mail ${n}.`,
  status: 'pending',
  attempts: 0,
  lastError: null,
  createdAt: '2026-11-21T10:00:00.000Z',
  sentAt: null,
  ...patch,
});

const outboxApi = (mails: OutboxMessage[], failures = 0) =>
  fakeListApi('/mail/outbox', mails, () => true, failures);

describe('Outbox (admin)', () => {
  it('lists each mail’s subject, recipient, time and state, and shows its body when opened', async () => {
    renderApp(<OutboxPage />, {
      api: outboxApi([
        mailOf(1, { subject: 'Your offer was accepted', to: 'ava@northlight.example' }),
        mailOf(2, { status: 'sent', attempts: 1, sentAt: '2026-11-21T10:01:00.000Z' }),
      ]),
      path: '/outbox',
    });
    const mail = await screen.findByRole('button', { name: /Your offer was accepted/ });
    expect(mail).toHaveTextContent('To ava@northlight.example');
    expect(mail).toHaveTextContent('Written 21 Nov 2026, ');
    expect(mail).toHaveTextContent('Kept');
    expect(screen.getByRole('button', { name: /Mail 2/ })).toHaveTextContent('Sent');
    expect(screen.getByText('2 mails')).toBeVisible();
    expect(screen.queryByText(/The body of mail 1/)).not.toBeInTheDocument();

    await userEvent.click(mail);
    expect(mail).toHaveAttribute('aria-expanded', 'true');
    expect(await screen.findByText(/The body of mail 1/)).toBeVisible();
  });

  it('tells how delivery went for a mail that was tried', async () => {
    renderApp(<OutboxPage />, {
      api: outboxApi([mailOf(3, { attempts: 2, lastError: '421 try later' })]),
      path: '/outbox',
    });
    await userEvent.click(await screen.findByRole('button', { name: /Mail 3/ }));
    expect(await screen.findByText('2 delivery attempts')).toBeVisible();
    expect(screen.getByText('Last error: 421 try later')).toBeVisible();
  });

  it('pages with the page in the address', async () => {
    const mails = Array.from({ length: 25 }, (_, i) => mailOf(i + 1));
    const api = outboxApi(mails);
    renderApp(<OutboxPage />, { api, path: '/outbox' });
    await screen.findByRole('button', { name: /Mail 1\b/ });
    await userEvent.click(screen.getByRole('button', { name: /page 2/i }));
    expect(await screen.findByRole('button', { name: /Mail 21/ })).toBeVisible();
    await waitFor(() => expect(shownLocation()).toBe('/outbox?page=2'));
    expect(api.lists.at(-1)?.get('page')).toBe('2');
  });

  it('says when no mail was written yet', async () => {
    renderApp(<OutboxPage />, { api: outboxApi([]), path: '/outbox' });
    expect(await screen.findByText('No mail has been written yet.')).toBeVisible();
  });

  it('keeps a failed load on the page and tries again', async () => {
    renderApp(<OutboxPage />, { api: outboxApi([mailOf(1)], 1), path: '/outbox' });
    expect(await screen.findByText('The outbox could not be loaded.')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: /Mail 1/ })).toBeVisible();
  });
});
