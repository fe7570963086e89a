import type { AskQuestionBody, PublicQuestion, QuestionAudience, Role } from '@cuebrief/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiResponse, fakeApi, pageOf, uuidOf } from '../../test/fake-api';
import { renderApp } from '../../test/render';
import { AgencyQuestionsPage, ComposerQuestionsPage } from './questions-page';

const questionOf = (n: number, audience: QuestionAudience, text: string): PublicQuestion => ({
  id: uuidOf(n),
  audience,
  question: text,
  answer: `Answer ${n}, first line.\nSecond line.`,
  answeredAt: '2026-11-20T10:00:00.000Z',
});

/**
 * A tiny server: answered questions by audience, filtered by search, two per page; asking
 * records the body. `failures` lists answers that fail before the list answers again.
 */
function questionsApi(options: {
  role?: Role | null;
  questions?: PublicQuestion[];
  failures?: number;
  askAnswer?: { status: number; message: string; error?: string };
}) {
  let failures = options.failures ?? 0;
  const listed: URLSearchParams[] = [];
  const asked: AskQuestionBody[] = [];
  const api = fakeApi(options.role ?? null, ({ method, path, query, body }) => {
    if (path !== '/tickets/v1/question') return undefined;
    if (method === 'POST') {
      asked.push(body as AskQuestionBody);
      const { status, ...meta } = options.askAnswer ?? { status: 200, message: 'Thank you' };
      if (status !== 200) return apiResponse(status, null, meta);
      return apiResponse(200, { id: '00000000-0000-4000-8000-0000000000aa' }, meta);
    }
    listed.push(query);
    if (failures > 0) {
      failures -= 1;
      return apiResponse(500, null, {
        message: 'Something went wrong on our side.',
        error: 'INTERNAL_ERROR',
      });
    }
    const search = (query.get('search') ?? '').toLowerCase();
    const matching = (options.questions ?? []).filter(
      (q) => q.audience === query.get('audience') && q.question.toLowerCase().includes(search),
    );
    return apiResponse(200, pageOf(matching, query, 2));
  });
  return { ...api, listed, asked };
}

function renderPage(audience: QuestionAudience, server: ReturnType<typeof questionsApi>) {
  const Page = audience === 'agency' ? AgencyQuestionsPage : ComposerQuestionsPage;
  renderApp(<Page />, { api: server });
  return server;
}

const QUESTIONS = [
  questionOf(1, 'agency', 'How long does a brief stay open?'),
  questionOf(2, 'agency', 'Can we license stems?'),
  questionOf(3, 'agency', 'Who owns the master?'),
  questionOf(4, 'composer', 'How am I paid?'),
];

describe('the Q&A pages', () => {
  it("lists the agency page's answered questions as an accordion, with more on demand", async () => {
    const server = renderPage('agency', questionsApi({ questions: QUESTIONS }));
    expect(screen.getByRole('heading', { level: 1, name: 'Q&A for agencies' })).toBeVisible();
    const first = await screen.findByRole('button', { name: 'How long does a brief stay open?' });
    expect(first).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('heading', { level: 3, name: 'Can we license stems?' })).toBeVisible();
    expect(screen.queryByText('How am I paid?')).not.toBeInTheDocument();
    expect(server.listed[0]?.get('audience')).toBe('agency');

    await userEvent.click(first);
    expect(first).toHaveAttribute('aria-expanded', 'true');
    const answer = screen.getByRole('region', { name: 'How long does a brief stay open?' });
    expect(answer).toHaveTextContent('Answer 1, first line. Second line.');

    expect(screen.getByText('Showing 2 of 3')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Show more questions' }));
    expect(await screen.findByRole('button', { name: 'Who owns the master?' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Show more questions' })).not.toBeInTheDocument();
    expect(screen.getByText('3 answered questions')).toBeVisible();
    expect(server.listed.at(-1)?.get('page')).toBe('2');
  });

  it('asks for the composer audience on the composer page', async () => {
    const server = renderPage('composer', questionsApi({ questions: QUESTIONS }));
    expect(await screen.findByRole('button', { name: 'How am I paid?' })).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: 'Q&A for composers' })).toBeVisible();
    expect(server.listed.every((query) => query.get('audience') === 'composer')).toBe(true);
  });

  it('searches, and says when nothing matches', async () => {
    const server = renderPage('agency', questionsApi({ questions: QUESTIONS }));
    await screen.findByRole('button', { name: 'Can we license stems?' });
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search questions' }), 'stems');
    await waitFor(() =>
      expect(
        screen.queryByRole('button', { name: 'How long does a brief stay open?' }),
      ).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('button', { name: 'Can we license stems?' })).toBeVisible();
    expect(server.listed.at(-1)?.get('search')).toBe('stems');

    await userEvent.clear(screen.getByRole('searchbox', { name: 'Search questions' }));
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search questions' }), 'royalties');
    expect(await screen.findByText('No answered question matches “royalties”.')).toBeVisible();
  });

  it('says when a page has no answered questions yet', async () => {
    renderPage('composer', questionsApi({ questions: [] }));
    expect(
      await screen.findByText('No questions have been answered here yet. Ask the first one below.'),
    ).toBeVisible();
  });

  it('keeps a failed list on the page with a retry', async () => {
    renderPage('agency', questionsApi({ questions: QUESTIONS, failures: 1 }));
    expect(await screen.findByText('The questions could not be loaded.')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Can we license stems?' })).toBeVisible();
  });

  it("posts a question with the page's audience and the signed-in person's name", async () => {
    const server = renderPage('composer', questionsApi({ role: 'Composer', questions: [] }));
    const form = within(screen.getByRole('region', { name: 'Ask a question' }));
    expect(await form.findByDisplayValue('composer@test.example')).toBeVisible();
    expect(form.getByLabelText(/Your name/)).toHaveValue('Composer Tester');
    await userEvent.type(form.getByLabelText(/Your question/), 'Can I submit stems later?');
    await userEvent.click(form.getByRole('button', { name: 'Send question' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Thank you for contacting us, we will get back to you as soon as possible.',
    );
    expect(form.getByText(/once it is answered it appears on this page/)).toBeVisible();
    expect(form.getByLabelText(/Your question/)).toHaveValue('');
    expect(server.asked).toEqual([
      {
        name: 'Composer Tester',
        email: 'composer@test.example',
        question: 'Can I submit stems later?',
        audience: 'composer',
      },
    ]);
  });

  it('checks the question before sending, and shows a refusal from the server', async () => {
    const server = renderPage(
      'agency',
      questionsApi({
        questions: [],
        askAnswer: {
          status: 429,
          message: 'Too many attempts. Please try again later.',
          error: 'TOO_MANY_REQUESTS',
        },
      }),
    );
    const form = within(screen.getByRole('region', { name: 'Ask a question' }));
    await userEvent.click(form.getByRole('button', { name: 'Send question' }));
    expect(await form.findAllByText('Required')).toHaveLength(2);
    expect(server.asked).toHaveLength(0);

    await userEvent.type(form.getByLabelText(/Your name/), 'Ava Morgan');
    await userEvent.type(form.getByLabelText(/^Email/), 'ava@northlight.example');
    await userEvent.type(form.getByLabelText(/Your question/), 'Do you offer buyouts?');
    await userEvent.click(form.getByRole('button', { name: 'Send question' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many attempts. Please try again later.',
    );
    expect(server.asked[0]?.audience).toBe('agency');
  });
});
