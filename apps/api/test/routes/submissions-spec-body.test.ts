import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  submissionSchema,
  type AdminSubmission,
  type ClientRequest,
  type ClientRequestSubmissions,
  type ComposerSubmission,
  type Paged,
  type Submission,
} from '@cuebrief/shared';
import { submissions } from '../../src/db/schema';
import { call } from '../helpers/api';
import { useEveryRole } from '../helpers/every-role';
import { REQUEST } from '../helpers/requests';
import { everythingStored, expectRefusedChangingNothing } from '../helpers/refusals';
import {
  audioOf,
  openRequestOf,
  specSubmissionForm,
  submissionForm,
  submit,
} from '../helpers/submissions';
import { useTestApp } from '../helpers/test-app';
import { expectAnswerFor, whoMay } from '../helpers/who-may';

// The specification's composer front end sends "the request form minus the music title" to
// POST /composer/submit/{id} (decision 031): every field of it is taken, the budget is kept as
// the composer's asking price, and the rest stays as strict as every other body.
const t = useTestApp();
const signedIn = useEveryRole(t);
const asClient = () => signedIn.Client.accessToken;
const asComposer = () => signedIn.Composer.accessToken;

let open: ClientRequest;
beforeAll(async () => {
  open = await openRequestOf(t, asClient());
});

/** What the composer, the request's client and an admin each read of one submission. */
async function viewsOf(submissionId: string) {
  const query = { requestId: open.id };
  const own = await call<ComposerSubmission[]>(t.app, 'GET', `${REQUEST}/composer/submissions`, {
    token: asComposer(),
    query,
  });
  const toClient = await call<ClientRequestSubmissions[]>(
    t.app,
    'GET',
    `${REQUEST}/client/submissions`,
    { token: asClient(), query },
  );
  const all = await call<Paged<AdminSubmission>>(t.app, 'GET', `${REQUEST}/all/submissions`, {
    token: signedIn.Admin.accessToken,
  });
  const find = <S extends { id: string }>(list: S[]) => list.find((s) => s.id === submissionId);
  return {
    composer: find(own.body.data),
    client: find(toClient.body.data.flatMap((group) => group.submissions)),
    admin: find(all.body.data.data),
  };
}

describe("POST /composer/submit/:id with the specification's body", () => {
  it.each(whoMay('Composer'))('answers %s; a refusal stores nothing', async (_, caller) => {
    const before = await everythingStored(t);
    const response = await submit(
      t.app,
      signedIn.tokenOf(caller.role),
      open.id,
      specSubmissionForm(),
    );
    if (!expectAnswerFor(caller, response)) expect(await everythingStored(t)).toEqual(before);
  });

  let submission: Submission;
  it("takes every field under the spec's names: the brief's fields and the asking price are kept", async () => {
    const response = await submit(t.app, asComposer(), open.id, specSubmissionForm());
    expect(response.statusCode, response.raw).toBe(200);
    submission = submissionSchema.parse(response.body.data);
    const { soundLike, trailerizationOf, ...described } = submissionForm();
    expect(submission).toEqual({
      ...described,
      soundLike,
      trailerizationOf,
      askingPrice: 1250.5,
      id: expect.any(String),
      requestId: open.id,
      audios: [],
      createdAt: t.clock.now().toISOString(),
    });
    const [row] = await t.app.database.db
      .select()
      .from(submissions)
      .where(eq(submissions.id, submission.id));
    expect(row?.askingPriceCents).toBe(125050);
    // The contact, duty and deadline have no place in the row: the account holds the contact.
    expect(JSON.stringify(row)).not.toMatch(
      /Lena Okafor|lena\.okafor|7946 0321|Producer|2031-05-20/,
    );
  });

  it('shows the asking price on the submission of each take to its client, its composer and admins', async () => {
    await audioOf(t, asComposer(), submission.id);
    const views = await viewsOf(submission.id);
    expect(views.client?.askingPrice).toBe(1250.5);
    expect(views.client?.audios).toHaveLength(1);
    expect(views.composer?.askingPrice).toBe(1250.5);
    expect(views.admin?.askingPrice).toBe(1250.5);
  });
});

describe("POST /composer/submit/:id with today's names", () => {
  it('takes soundLike and trailerizationOf, with or without a budget', async () => {
    const without = await submit(t.app, asComposer(), open.id, submissionForm());
    expect(without.statusCode, without.raw).toBe(200);
    expect(without.body.data.askingPrice).toBeNull();
    // Its audio makes it whole; the next form starts a submission of its own.
    await audioOf(t, asComposer(), without.body.data.id);
    const priced = await submit(t.app, asComposer(), open.id, submissionForm({ budget: 900 }));
    expect(priced.statusCode, priced.raw).toBe(200);
    expect(priced.body.data).toMatchObject({
      soundLike: 'Ólafur Arnalds',
      trailerizationOf: 'Clair de Lune',
      askingPrice: 900,
    });
    const views = await viewsOf(without.body.data.id);
    expect(views.composer?.askingPrice).toBeNull();
  });

  it('takes both spellings of a field when they hold the same value', async () => {
    const body = specSubmissionForm({ soundLike: 'Ólafur Arnalds' });
    const response = await submit(t.app, asComposer(), open.id, body);
    expect(response.statusCode, response.raw).toBe(200);
    expect(response.body.data.soundLike).toBe('Ólafur Arnalds');
  });
});

describe('POST /composer/submit/:id stays strict', () => {
  it('refuses an unknown field, naming it, storing nothing', async () => {
    await expectRefusedChangingNothing(
      t,
      () => submit(t.app, asComposer(), open.id, specSubmissionForm({ musicTitle: 'Glasswing' })),
      400,
      'VALIDATION_FAILED',
      ['musicTitle'],
    );
  });

  it.each([
    ['soundLike', 'soundsLikeSimilarTo', 'Max Richter'],
    ['trailerizationOf', 'trailerization', 'Gymnopédie No. 1'],
  ])(
    'refuses %s and %s with different values, naming the form name, storing nothing',
    async (field, formName, other) => {
      const response = await expectRefusedChangingNothing(
        t,
        () => submit(t.app, asComposer(), open.id, specSubmissionForm({ [field]: other })),
        400,
        'VALIDATION_FAILED',
        [formName],
      );
      expect(response.body.status.fields).toEqual([
        {
          field: formName,
          message: `Send ${field} or ${formName}, not both with different values`,
        },
      ]);
    },
  );

  it.each([
    [0, 'Enter an amount above zero'],
    [-40, 'Enter an amount above zero'],
    [25_000_000, 'Enter at most 10,000,000 US dollars'],
    [99.999, 'Use at most two decimals'],
    ['1250', 'Enter an amount in US dollars'],
  ])('refuses a budget of %j as the asking price: %s', async (budget, message) => {
    const response = await expectRefusedChangingNothing(
      t,
      () => submit(t.app, asComposer(), open.id, specSubmissionForm({ budget })),
      400,
      'VALIDATION_FAILED',
      ['budget'],
    );
    expect(response.body.status.fields).toEqual([{ field: 'budget', message }]);
  });

  it.each([
    ['email', 'not an address'],
    ['phone', 'call me'],
    ['deadline', 'next week'],
    ['duty', ['Astronaut']],
    ['name', ''],
  ])('checks %s, which it does not keep, by the request form’s rule', async (field, value) => {
    const response = await expectRefusedChangingNothing(
      t,
      () => submit(t.app, asComposer(), open.id, specSubmissionForm({ [field]: value })),
      400,
      'VALIDATION_FAILED',
    );
    expect(response.body.status.fields?.[0]?.field).toMatch(new RegExp(`^${field}`));
  });
});
