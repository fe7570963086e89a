import type { ContactBody, Role } from '@cuebrief/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { profileOf, renderApp } from '../../test/render';
import { ContactUsPage } from './contact-us-page';

afterEach(() => vi.unstubAllGlobals());

const json = (status: number, message: string, data: unknown, error?: string) =>
  new Response(JSON.stringify({ status: { code: status, message, error }, data }), {
    status,
    headers: { 'content-type': 'application/json' },
  });

type Answer = { status: number; message: string; error?: string };

/** A tiny server: the profile, and contact-us answering `answer` (200 stores the message). */
function contactApi(role: Role | null, answer: Answer = { status: 200, message: 'Thank you' }) {
  const sent: ContactBody[] = [];
  const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    if (url.endsWith('/users/v1/auth/profile')) {
      return role ? json(200, 'OK', profileOf(role)) : json(401, 'Please log in', null);
    }
    if (url.endsWith('/users/v1/auth/contact-us') && init?.method === 'POST') {
      const body = JSON.parse(String(init.body)) as ContactBody;
      sent.push(body);
      if (answer.status !== 200) return json(answer.status, answer.message, null, answer.error);
      return json(200, answer.message, {
        ...body,
        id: '00000000-0000-4000-8000-0000000000c1',
        createdAt: '2026-11-21T10:00:00.000Z',
      });
    }
    return json(404, 'Not found.', null, 'NOT_FOUND');
  });
  return { sent, fetch: fetchMock as unknown as typeof fetch };
}

function renderPage(role: Role | null, server: ReturnType<typeof contactApi>) {
  renderApp(
    <QueryClientProvider client={new QueryClient()}>
      <ContactUsPage />
    </QueryClientProvider>,
    { role, fetch: server.fetch },
  );
  return server.sent;
}

async function fillAsGuest() {
  await userEvent.type(screen.getByLabelText(/First name/), 'Ava');
  await userEvent.type(screen.getByLabelText(/Last name/), 'Morgan');
  await userEvent.type(screen.getByLabelText(/^Email/), 'ava@northlight.example');
  await userEvent.type(screen.getByLabelText(/Subject/), 'Licence terms');
  await userEvent.type(screen.getByLabelText(/^Message/), 'Can a licence cover broadcast?');
}

const send = () => userEvent.click(screen.getByRole('button', { name: 'Send message' }));

describe('Contact us', () => {
  it('checks the fields with the shared schema before sending anything', async () => {
    const sent = renderPage(null, contactApi(null));
    await userEvent.type(screen.getByLabelText(/^Email/), 'not an email');
    await send();
    // First name, last name, subject and message are required; the email must be one.
    expect(await screen.findAllByText('Required')).toHaveLength(4);
    expect(screen.getByText('Enter a valid email address')).toBeVisible();
    expect(screen.getByLabelText(/^Message/)).toHaveAttribute('aria-invalid', 'true');
    expect(sent).toHaveLength(0);
  });

  it('counts the characters of the message against its limit', async () => {
    renderPage(null, contactApi(null));
    expect(screen.getByText('0 / 5,000 characters')).toBeVisible();
    await userEvent.type(screen.getByLabelText(/^Message/), 'Hello');
    expect(screen.getByText('5 / 5,000 characters')).toBeVisible();
  });

  it('fills in the name and email of a signed-in person', async () => {
    renderPage('Client', contactApi('Client'));
    expect(await screen.findByDisplayValue('client@test.example')).toBeVisible();
    expect(screen.getByLabelText(/First name/)).toHaveValue('Client');
    expect(screen.getByLabelText(/Last name/)).toHaveValue('Tester');
    expect(screen.getByLabelText(/Subject/)).toHaveValue('');
  });

  it('sends the spec payload, thanks with a toast and offers to send another', async () => {
    const sent = renderPage(null, contactApi(null));
    await fillAsGuest();
    await send();

    expect(await screen.findByRole('heading', { name: 'Message sent' })).toHaveFocus();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Thank you for contacting us, we will get back to you as soon as possible.',
    );
    expect(screen.getByText(/will reply to ava@northlight\.example/)).toBeVisible();
    expect(sent).toEqual([
      {
        firstName: 'Ava',
        lastName: 'Morgan',
        email: 'ava@northlight.example',
        subject: 'Licence terms',
        message: 'Can a licence cover broadcast?',
      },
    ]);

    await userEvent.click(screen.getByRole('button', { name: 'Send another message' }));
    expect(screen.getByLabelText(/First name/)).toHaveValue('Ava');
    expect(screen.getByLabelText(/Subject/)).toHaveValue('');
    expect(screen.getByLabelText(/^Message/)).toHaveValue('');
  });

  it('says a repeated message with the spec text and keeps the form', async () => {
    renderPage(
      null,
      contactApi(null, {
        status: 409,
        message: 'This message was already sent.',
        error: 'DUPLICATE_CONTACT',
      }),
    );
    await fillAsGuest();
    await send();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Contact us is failed, You have already used this email',
    );
    expect(screen.getByLabelText(/Subject/)).toHaveValue('Licence terms');
    expect(screen.queryByRole('heading', { name: 'Message sent' })).not.toBeInTheDocument();
  });

  it("shows the server's reason for any other refusal", async () => {
    renderPage(
      null,
      contactApi(null, {
        status: 429,
        message: 'Too many attempts. Please try again later.',
        error: 'TOO_MANY_REQUESTS',
      }),
    );
    await fillAsGuest();
    await send();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many attempts. Please try again later.',
    );
  });
});
