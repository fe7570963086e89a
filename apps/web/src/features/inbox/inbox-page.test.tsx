import type { AdminQuestion, ContactMessage } from '@cuebrief/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiResponse, fakeApi, pageOf, uuidOf } from '../../test/fake-api';
import { renderApp, shownLocation } from '../../test/render';
import { InboxPage } from './inbox-page';

const nina: AdminQuestion = {
  id: uuidOf(1),
  audience: 'composer',
  name: 'Nina Berg',
  email: 'nina@composers.example',
  question: 'Can I send stems later?',
  answer: null,
  createdAt: '2026-11-20T09:30:00.000Z',
  answeredAt: null,
};
const ava: AdminQuestion = {
  id: uuidOf(2),
  audience: 'agency',
  name: 'Ava Morgan',
  email: 'ava@northlight.example',
  question: 'Do you offer buyouts?',
  answer: 'Yes.\nAsk us for a quote.',
  createdAt: '2026-11-19T09:30:00.000Z',
  answeredAt: '2026-11-19T12:00:00.000Z',
};

const messageOf = (n: number): ContactMessage => ({
  id: uuidOf(100 + n),
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
  const answers: unknown[] = [];
  const api = fakeApi('Admin', ({ method, path, query, body }) => {
    if (path === '/tickets/v1/question/admin') {
      if (options.failQuestions) {
        return apiResponse(500, null, {
          message: 'Something went wrong.',
          error: 'INTERNAL_ERROR',
        });
      }
      const state = query.get('state');
      const audience = query.get('audience');
      const matching = questions.filter(
        (q) =>
          (!state || (state === 'answered') === (q.answer !== null)) &&
          (!audience || q.audience === audience),
      );
      return apiResponse(200, { data: matching, page: 1, pageSize: 20, total: matching.length });
    }
    const answered = path.match(/^\/tickets\/v1\/question\/([0-9a-f-]+)\/answer$/)?.[1];
    if (answered && method === 'PUT') {
      const { answer } = body as { answer: string };
      answers.push(body);
      questions = questions.map((q) =>
        q.id === answered ? { ...q, answer, answeredAt: '2026-11-21T10:00:00Z' } : q,
      );
      return apiResponse(
        200,
        questions.find((q) => q.id === answered),
      );
    }
    const deleted = path.match(/^\/tickets\/v1\/question\/([0-9a-f-]+)$/)?.[1];
    if (deleted && method === 'DELETE') {
      questions = questions.filter((q) => q.id !== deleted);
      return apiResponse(200, null);
    }
    if (path === '/users/v1/auth/contact-us' && method === 'GET') {
      return apiResponse(200, pageOf(options.messages ?? [], query, 2));
    }
    return undefined;
  });
  return { ...api, answers };
}

function renderInbox(server: ReturnType<typeof inboxApi>, path = '/inbox') {
  renderApp(<InboxPage />, { api: server, path });
  return server;
}

const questionCalls = (server: ReturnType<typeof inboxApi>) =>
  server.calls().filter((call) => call.startsWith('GET /tickets/v1/question/admin'));

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
    expect(questionCalls(server)[0]).toContain('state=unanswered');
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
    expect(questionCalls(server).at(-1)).toMatch(/state=answered.*audience=composer/);
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
    expect(server.calls()).toContain(`PUT /tickets/v1/question/${nina.id}/answer`);
    expect(server.answers).toEqual([{ answer: 'Yes, within a week.' }]);
    // Answered, it leaves the unanswered list, which was loaded again.
    expect(await screen.findByText('No questions are waiting for an answer.')).toBeVisible();
    expect(questionCalls(server)).toHaveLength(2);
  });

  it('deletes only after the confirmation dialog', async () => {
    const server = renderInbox(inboxApi({ questions: [nina] }));
    await userEvent.click(
      await screen.findByRole('button', { name: 'Delete the question from Nina Berg' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Delete this question?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(server.calls().some((call) => call.startsWith('DELETE'))).toBe(false);

    await userEvent.click(
      screen.getByRole('button', { name: 'Delete the question from Nina Berg' }),
    );
    await userEvent.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: 'Confirm' }),
    );
    expect(await screen.findByText('The question was deleted.')).toBeVisible();
    expect(server.calls()).toContain(`DELETE /tickets/v1/question/${nina.id}`);
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
    expect(shownLocation()).toBe('/inbox?tab=messages');
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
    expect(server.calls()).toContain('GET /users/v1/auth/contact-us?page=2&pageSize=20');
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

  it('keeps the filters and search of a tab in the URL, and opens another tab without them', async () => {
    const server = renderInbox(inboxApi({ questions: [nina, ava] }));
    await screen.findByRole('article', { name: 'Nina Berg' });
    await userEvent.click(screen.getByRole('combobox', { name: 'Show' }));
    await userEvent.click(screen.getByRole('option', { name: 'Answered' }));
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search questions' }), 'buyouts');
    await waitFor(() => expect(shownLocation()).toBe('/inbox?state=answered&q=buyouts'));
    // The address changes first; the list asks the server on the render that follows.
    await waitFor(() =>
      expect(questionCalls(server).at(-1)).toMatch(/state=answered.*search=buyouts/),
    );

    await userEvent.click(screen.getByRole('tab', { name: 'Messages' }));
    expect(shownLocation()).toBe('/inbox?tab=messages');
    expect(screen.getByRole('searchbox', { name: 'Search messages' })).toHaveValue('');
  });

  it('opens the filters, search and page the URL names', async () => {
    const server = renderInbox(
      inboxApi({ questions: [nina, ava] }),
      '/inbox?state=all&audience=agency&q=buyouts',
    );
    expect(await screen.findByRole('article', { name: 'Ava Morgan' })).toBeVisible();
    expect(screen.getByRole('combobox', { name: 'Show' })).toHaveTextContent('All questions');
    expect(screen.getByRole('combobox', { name: 'Q&A page' })).toHaveTextContent('Agency Q&A');
    expect(screen.getByRole('searchbox', { name: 'Search questions' })).toHaveValue('buyouts');
    expect(questionCalls(server)[0]).toMatch(/^[^?]*\?audience=agency&search=buyouts&page=1/);
  });

  it('opens the tab the URL names', async () => {
    renderInbox(inboxApi({ messages: [] }), '/inbox?tab=messages');
    expect(screen.getByRole('tab', { name: 'Messages' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByText('No messages yet.')).toBeVisible();
  });
});
