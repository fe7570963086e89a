import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiResponse, fakeApi, profileOf } from '../../test/fake-api';
import { renderApp } from '../../test/render';
import { SignUpClientPage, SignUpComposerPage } from './sign-up-pages';

/**
 * A guest on a sign-up page, with a server whose sign-up call answers `answer` (by default it
 * is not expected to be called). Returns what was sent to it.
 */
function renderPage(page: 'composer' | 'client', answer?: Response) {
  const Page = page === 'composer' ? SignUpComposerPage : SignUpClientPage;
  const api = fakeApi(null, ({ path }) => (path.includes('/register/') ? answer : undefined));
  renderApp(<Page />, { api });
  return () =>
    api.requests.filter(({ path }) => path.includes('/register/')).map(({ body }) => body);
}

async function fill(label: RegExp, value: string) {
  await userEvent.type(screen.getByLabelText(label), value);
}

describe('composer sign-up', () => {
  it('checks the fields with the shared schema before sending anything', async () => {
    const sent = renderPage('composer');
    await fill(/IPI number/, '123');
    await userEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    // First and last name are required; an empty email and password fail their own rules.
    expect(await screen.findAllByText('Required')).toHaveLength(2);
    expect(screen.getByText('Enter a valid email address')).toBeVisible();
    expect(screen.getByText('Use at least 8 characters')).toBeVisible();
    expect(screen.getByText('An IPI number has 9 to 11 digits')).toBeVisible();
    expect(sent()).toHaveLength(0);
  });

  it('sends the spec payload, leaves out empty optional fields and shows the awaiting-approval state', async () => {
    const sent = renderPage(
      'composer',
      apiResponse(
        200,
        { ...profileOf('Composer'), status: 'pending', email: 'mia@composers.example' },
        { message: 'Thank you' },
      ),
    );
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
    expect(sent()).toEqual([
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
    renderPage(
      'client',
      apiResponse(409, null, {
        message: 'An account with this email already exists.',
        error: 'EMAIL_TAKEN',
      }),
    );
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
