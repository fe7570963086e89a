import type { ContactBody, Role } from '@cuebrief/shared';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiResponse, fakeApi } from '../../test/fake-api';
import { renderApp } from '../../test/render';
import { ContactUsPage } from './contact-us-page';

type Answer = { status: number; message: string; error?: string };

/** A tiny server: the profile, and contact-us answering `answer` (200 stores the message). */
function contactApi(role: Role | null, answer: Answer = { status: 200, message: 'Thank you' }) {
  const sent: ContactBody[] = [];
  const api = fakeApi(role, ({ method, path, body }) => {
    if (path !== '/users/v1/auth/contact-us' || method !== 'POST') return undefined;
    const message = body as ContactBody;
    sent.push(message);
    const { status, ...meta } = answer;
    if (status !== 200) return apiResponse(status, null, meta);
    return apiResponse(
      200,
      {
        ...message,
        id: '00000000-0000-4000-8000-0000000000c1',
        createdAt: '2026-11-21T10:00:00.000Z',
      },
      meta,
    );
  });
  return { ...api, sent };
}

function renderPage(server: ReturnType<typeof contactApi>) {
  renderApp(<ContactUsPage />, { api: server });
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
    const sent = renderPage(contactApi(null));
    await userEvent.type(screen.getByLabelText(/^Email/), 'not an email');
    await send();
    // First name, last name, subject and message are required; the email must be one.
    expect(await screen.findAllByText('Required')).toHaveLength(4);
    expect(screen.getByText('Enter a valid email address')).toBeVisible();
    expect(screen.getByLabelText(/^Message/)).toHaveAttribute('aria-invalid', 'true');
    expect(sent).toHaveLength(0);
  });

  it('counts the characters of the message against its limit', async () => {
    renderPage(contactApi(null));
    expect(screen.getByText('0 / 5,000 characters')).toBeVisible();
    await userEvent.type(screen.getByLabelText(/^Message/), 'Hello');
    expect(screen.getByText('5 / 5,000 characters')).toBeVisible();
  });

  it('fills in the name and email of a signed-in person', async () => {
    renderPage(contactApi('Client'));
    expect(await screen.findByDisplayValue('client@test.example')).toBeVisible();
    expect(screen.getByLabelText(/First name/)).toHaveValue('Client');
    expect(screen.getByLabelText(/Last name/)).toHaveValue('Tester');
    expect(screen.getByLabelText(/Subject/)).toHaveValue('');
  });

  it('sends the spec payload, thanks with a toast and offers to send another', async () => {
    const sent = renderPage(contactApi(null));
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
