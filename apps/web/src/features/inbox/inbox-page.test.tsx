import type { AdminQuestion, ContactMessage } from '@cuebrief/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { profileOf, renderApp } from '../../test/render';
import { InboxPage } from './inbox-page';

afterEach(() => vi.unstubAllGlobals());

const json = (status: number, message: string, data: unknown, error?: string) =>
  new Response(JSON.stringify({ status: { code: status, message, error }, data }), {
    status,
    headers: { 'content-type': 'application/json' },
  });

const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

const nina: AdminQuestion = {
  id: uuid(1),
  audience: 'composer',
  name: 'Nina Berg',
  email: 'nina@composers.example',
  question: 'Can I send stems later?',
  answer: null,
  createdAt: '2026-11-20T09:30:00.000Z',
  answeredAt: null,
};
const ava: AdminQuestion = {
  id: uuid(2),
  audience: 'agency',
  name: 'Ava Morgan',
  email: 'ava@northlight.example',
  question: 'Do you offer buyouts?',
  answer: 'Yes.\nAsk us for a quote.',
  createdAt: '2026-11-19T09:30:00.000Z',
  answeredAt: '2026-11-19T12:00:00.000Z',
};

const messageOf = (n: number): ContactMessage => ({
  id: uuid(100 + n),
  firstName: 'Sam',
  lastName: `Sender ${n}`,
  email: `sam${n}@example.com`,
  subject: `Subject ${n}`,
  message: `Message ${n}`,
  createdAt: new Date(Date.UTC(2026, 10, 30 - n)).toISOString(),
});

/** A tiny admin server: questions with state and audience filters, answers, deletes, messages. */
function inboxApi(options: {
  questions?: AdminQuestion[];
  messages?: ContactMessage[];
  failQuestions?: boolean;
}) {
  let questions = [...(options.questions ?? [])];
  const calls: string[] = [];
  const answers: unknown[] = [];
  const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    const { pathname, searchParams, search } = new URL(url, 'http://test');
    const method = init?.method ?? 'GET';
    calls.push(`${method} ${pathname}${search}`);
    if (pathname === '/users/v1/auth/profile') return json(200, 'OK', profileOf('Admin'));
    if (pathname === '/tickets/v1/question/admin') {
      if (options.failQuestions) return json(500, 'Something went wrong.', null, 'INTERNAL_ERROR');
      const state = searchParams.get('state');
      const audience = searchParams.get('audience');
      const matching = questions.filter(
        (q) =>
          (!state || (state === 'answered') === (q.answer !== null)) &&
          (!audience || q.audience === audience),
      );
      return json(200, 'OK', { data: matching, page: 1, pageSize: 20, total: matching.length });
    }
    const answered = pathname.match(/^\/tickets\/v1\/question\/([0-9a-f-]+)\/answer$/)?.[1];
    if (answered && method === 'PUT') {
      const body = JSON.parse(String(init?.body)) as { answer: string };
      answers.push(body);
      questions = questions.map((q) =>
        q.id === answered ? { ...q, answer: body.answer, answeredAt: '2026-11-21T10:00:00Z' } : q,
      );
      return json(
        200,
        'OK',
        questions.find((q) => q.id === answered),
      );
    }
    const deleted = pathname.match(/^\/tickets\/v1\/question\/([0-9a-f-]+)$/)?.[1];
    if (deleted && method === 'DELETE') {
      questions = questions.filter((q) => q.id !== deleted);
      return json(200, 'OK', null);
    }
    if (pathname === '/users/v1/auth/contact-us' && method === 'GET') {
      const page = Number(searchParams.get('page'));
      const pageSize = 2;
      const all = options.messages ?? [];
      return json(200, 'OK', {
        data: all.slice((page - 1) * pageSize, page * pageSize),
        page,
        pageSize,
        total: all.length,
      });
    }
    return json(404, 'Not found.', null, 'NOT_FOUND');
  });
  return { calls, answers, fetch: fetchMock as unknown as typeof fetch };
}

/** Shows the current query string, so a test can read what the page put in the URL. */
function LocationProbe() {
  return <output aria-label="location">{useLocation().search}</output>;
}

function renderInbox(server: ReturnType<typeof inboxApi>, path = '/inbox') {
  renderApp(
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <InboxPage />
      <LocationProbe />
    </QueryClientProvider>,
    { role: 'Admin', fetch: server.fetch, path },
  );
  return server;
}

const questionCalls = (calls: string[]) =>
  calls.filter((call) => call.startsWith('GET /tickets/v1/question/admin'));

describe('the inbox', () => {
  it('opens on unanswered questions, with who asked, when and for which page', async () => {
    const server = renderInbox(inboxApi({ questions: [nina, ava] }));
    expect(screen.getByRole('heading', { level: 1, name: 'Inbox' })).toBeVisible();
    expect(screen.getByRole('tab', { name: 'Questions' })).toHaveAttribute('aria-selected', 'true');
    const card = await screen.findByRole('article', { name: 'Nina Berg' });
    expect(within(card).getByRole('link', { name: 'nina@composers.example' })).toHaveAttribute(
      'href',
      'mailto:nina@composers.example',
    );
    expect(within(card).getByText('Composer Q&A')).toBeVisible();
    expect(within(card).getByText(/^Asked 20 Nov 2026/)).toBeVisible();
    expect(screen.queryByRole('article', { name: 'Ava Morgan' })).not.toBeInTheDocument();
    expect(questionCalls(server.calls)[0]).toContain('state=unanswered');
  });

  it('filters by state and audience', async () => {
    const server = renderInbox(inboxApi({ questions: [nina, ava] }));
    await screen.findByRole('article', { name: 'Nina Berg' });
    await userEvent.click(screen.getByRole('combobox', { name: 'Show' }));
    await userEvent.click(screen.getByRole('option', { name: 'Answered' }));
    const card = await screen.findByRole('article', { name: 'Ava Morgan' });
    expect(within(card).getByText(/Ask us for a quote/)).toBeVisible();
    expect(within(card).getByRole('button', { name: 'Edit answer to Ava Morgan' })).toBeVisible();

    await userEvent.click(screen.getByRole('combobox', { name: 'Q&A page' }));
    await userEvent.click(screen.getByRole('option', { name: 'Composer Q&A' }));
    expect(await screen.findByText('No questions match these filters.')).toBeVisible();
    expect(questionCalls(server.calls).at(-1)).toMatch(/state=answered.*audience=composer/);
  });

  it('answers through the dialog, then loads the list again', async () => {
    const server = renderInbox(inboxApi({ questions: [nina, ava] }));
    await userEvent.click(
      await screen.findByRole('button', { name: 'Answer the question from Nina Berg' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Answer Nina Berg' });
    expect(within(dialog).getByText('Can I send stems later?')).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save answer' }));
    expect(await within(dialog).findByText('Required')).toBeVisible();
    expect(server.answers).toHaveLength(0);

    await userEvent.type(within(dialog).getByLabelText(/^Answer/), 'Yes, within a week.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save answer' }));

    expect(await screen.findByText('The answer was saved.')).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(server.calls).toContain(`PUT /tickets/v1/question/${nina.id}/answer`);
    expect(server.answers).toEqual([{ answer: 'Yes, within a week.' }]);
    // Answered, it leaves the unanswered list, which was loaded again.
    expect(await screen.findByText('No questions are waiting for an answer.')).toBeVisible();
    expect(questionCalls(server.calls)).toHaveLength(2);
  });

  it('deletes only after the confirmation dialog', async () => {
    const server = renderInbox(inboxApi({ questions: [nina] }));
    await userEvent.click(
      await screen.findByRole('button', { name: 'Delete the question from Nina Berg' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Delete this question?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(server.calls.some((call) => call.startsWith('DELETE'))).toBe(false);

    await userEvent.click(
      screen.getByRole('button', { name: 'Delete the question from Nina Berg' }),
    );
    await userEvent.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: 'Confirm' }),
    );
    expect(await screen.findByText('The question was deleted.')).toBeVisible();
    expect(server.calls).toContain(`DELETE /tickets/v1/question/${nina.id}`);
    expect(await screen.findByText('No questions are waiting for an answer.')).toBeVisible();
  });

  it('keeps a failed list on the page with a retry, without a toast', async () => {
    renderInbox(inboxApi({ failQuestions: true }));
    expect(await screen.findByText('The questions could not be loaded.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
    // The only alert is the one on the page; no toast was opened.
    expect(screen.getAllByRole('alert')).toHaveLength(1);
  });

  it('switches to the messages tab, keeps it in the URL, and pages through messages', async () => {
    const server = renderInbox(inboxApi({ messages: [1, 2, 3].map(messageOf) }));
    await userEvent.click(screen.getByRole('tab', { name: 'Messages' }));
    expect(screen.getByRole('tab', { name: 'Messages' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent('?tab=messages');
    const panel = screen.getByRole('tabpanel', { name: 'Messages' });
    const first = await within(panel).findByRole('article', { name: 'Subject 1' });
    expect(within(first).getByRole('link', { name: 'sam1@example.com' })).toHaveAttribute(
      'href',
      'mailto:sam1@example.com',
    );
    expect(within(first).getByText('Sam Sender 1')).toBeVisible();
    expect(within(panel).getByText('3 messages')).toBeVisible();

    await userEvent.click(within(panel).getByRole('button', { name: 'Go to page 2' }));
    expect(await within(panel).findByRole('article', { name: 'Subject 3' })).toBeVisible();
    expect(within(panel).queryByRole('article', { name: 'Subject 1' })).not.toBeInTheDocument();
    expect(server.calls).toContain('GET /users/v1/auth/contact-us?page=2&pageSize=20');
  });

  it('moves between tabs with the keyboard', async () => {
    renderInbox(inboxApi({ questions: [], messages: [] }));
    screen.getByRole('tab', { name: 'Questions' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Messages' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('tab', { name: 'Messages' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByText('No messages yet.')).toBeVisible();
  });

  it('opens the tab the URL names', async () => {
    renderInbox(inboxApi({ messages: [] }), '/inbox?tab=messages');
    expect(screen.getByRole('tab', { name: 'Messages' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByText('No messages yet.')).toBeVisible();
  });
});
