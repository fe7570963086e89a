import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { profileOf, renderApp } from '../../test/render';
import { SignUpClientPage, SignUpComposerPage } from './sign-up-pages';

afterEach(() => vi.unstubAllGlobals());

function renderPage(page: 'composer' | 'client') {
  const Page = page === 'composer' ? SignUpComposerPage : SignUpClientPage;
  return renderApp(
    <QueryClientProvider client={new QueryClient()}>
      <Page />
    </QueryClientProvider>,
  );
}

/** Replaces fetch: the sign-up call answers with `status` and `body`; records what was sent. */
function answerSignUp(status: number, body: unknown) {
  const sent: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      if (url.includes('/register/')) sent.push(JSON.parse(String(init.body)));
      return new Response(JSON.stringify(body), {
        status,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return sent;
}

async function fill(label: RegExp, value: string) {
  await userEvent.type(screen.getByLabelText(label), value);
}

describe('composer sign-up', () => {
  it('checks the fields with the shared schema before sending anything', async () => {
    renderPage('composer');
    const sent = answerSignUp(200, {});
    await fill(/IPI number/, '123');
    await userEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    // First and last name are required; an empty email and password fail their own rules.
    expect(await screen.findAllByText('Required')).toHaveLength(2);
    expect(screen.getByText('Enter a valid email address')).toBeVisible();
    expect(screen.getByText('Use at least 8 characters')).toBeVisible();
    expect(screen.getByText('An IPI number has 9 to 11 digits')).toBeVisible();
    expect(sent).toHaveLength(0);
  });

  it('sends the spec payload, leaves out empty optional fields and shows the awaiting-approval state', async () => {
    renderPage('composer');
    const sent = answerSignUp(200, {
      status: { code: 200, message: 'Thank you' },
      data: { ...profileOf('Composer'), status: 'pending', email: 'mia@composers.example' },
    });
    await fill(/First name/, 'Mia');
    await fill(/Last name/, 'Stone');
    await fill(/^Email/, 'mia@composers.example');
    await fill(/^Password/, 'a long password');
    await userEvent.click(screen.getByRole('button', { name: 'Sign up' }));

    expect(await screen.findByRole('heading', { name: 'Thank you for signing up' })).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('mia@composers.example');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Thank you for contacting us, we will get back to you as soon as possible.',
    );
    expect(sent).toEqual([
      {
        firstName: 'Mia',
        lastName: 'Stone',
        email: 'mia@composers.example',
        password: 'a long password',
        signupType: 'individual',
      },
    ]);
  });
});

describe('client sign-up', () => {
  it('says the email is taken with the spec text and marks the field', async () => {
    renderPage('client');
    answerSignUp(409, {
      status: {
        code: 409,
        message: 'An account with this email already exists.',
        error: 'EMAIL_TAKEN',
      },
      data: null,
    });
    await fill(/First name/, 'Ava');
    await fill(/Last name/, 'Morgan');
    await fill(/^Email/, 'ava@northlight.example');
    await fill(/^Password/, 'a long password');
    await fill(/Agency name/, 'Northlight');
    await userEvent.click(screen.getByRole('button', { name: 'Sign up' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Sign up is failed, You have already used this email',
    );
    expect(screen.getByText('An account with this email already exists.')).toBeVisible();
    expect(screen.getByLabelText(/^Email/)).toHaveAttribute('aria-invalid', 'true');
  });
});
