import { describe, expect, it } from 'vitest';
import { createSubmissionBodySchema } from './submissions';

/** The specification's submit body: the request form minus the music title, its own names. */
const specBody = {
  genre: ['Cinematic'],
  mood: ['Uplifting'],
  keywords: ['glasswing'],
  instrumentation: ['Piano'],
  tempo: [100, 110],
  key: ['D major'],
  category: ['Advertising'],
  length: ['30 seconds'],
  duty: ['Producer'],
  deadline: '2027-01-15',
  name: 'Rae Ellison',
  email: 'rae@composer.example',
  phone: '+44 20 7946 0001',
  brief: 'A piano figure that lifts at the logo.',
  budget: 1250.5,
  soundsLikeSimilarTo: 'Ólafur Arnalds',
  references: ['https://composer.example/demo'],
  trailerization: 'Clair de Lune',
};

const failures = (body: unknown) =>
  createSubmissionBodySchema.safeParse(body).error?.issues.map((issue) => ({
    field: issue.path.join('.'),
    message: issue.message,
  })) ?? [];

describe('the submit body', () => {
  it("takes the spec's body, keeping the brief's fields under the API's names and the budget", () => {
    // Dropped: the contact, duty and deadline; moved: the two form names.
    const gone = ['duty', 'deadline', 'name', 'email', 'phone'];
    const moved = ['soundsLikeSimilarTo', 'trailerization'];
    const kept = Object.entries(specBody).filter(([field]) => ![...gone, ...moved].includes(field));
    expect(createSubmissionBodySchema.parse(specBody)).toEqual({
      ...Object.fromEntries(kept),
      soundLike: 'Ólafur Arnalds',
      trailerizationOf: 'Clair de Lune',
    });
  });

  it("takes today's names, and both names holding the same value", () => {
    const { soundsLikeSimilarTo, trailerization, ...rest } = specBody;
    const today = { ...rest, soundLike: soundsLikeSimilarTo, trailerizationOf: trailerization };
    const parsed = createSubmissionBodySchema.parse(today);
    expect(parsed).toMatchObject({
      soundLike: 'Ólafur Arnalds',
      trailerizationOf: 'Clair de Lune',
    });
    expect(createSubmissionBodySchema.parse({ ...today, soundsLikeSimilarTo })).toEqual(parsed);
  });

  it('refuses both names of a field with different values, naming the form name', () => {
    expect(failures({ ...specBody, soundLike: 'Max Richter' })).toEqual([
      {
        field: 'soundsLikeSimilarTo',
        message: 'Send soundLike or soundsLikeSimilarTo, not both with different values',
      },
    ]);
    expect(failures({ ...specBody, trailerizationOf: 'Gymnopédie' }).map((f) => f.field)).toEqual([
      'trailerization',
    ]);
  });

  it('checks the fields it does not keep by the request form’s rules', () => {
    expect(failures({ ...specBody, email: 'not an email' }).map((f) => f.field)).toEqual(['email']);
    expect(failures({ ...specBody, duty: ['Astronaut'] }).map((f) => f.field)).toEqual(['duty.0']);
    expect(failures({ ...specBody, deadline: 'soon' }).map((f) => f.field)).toEqual(['deadline']);
    expect(failures({ ...specBody, duty: [] })).toEqual([]);
  });

  it.each([
    [0, 'Enter an amount above zero'],
    [-5, 'Enter an amount above zero'],
    [10.005, 'Use at most two decimals'],
  ])('refuses a budget of %s: %s', (budget, message) => {
    expect(failures({ ...specBody, budget })).toEqual([{ field: 'budget', message }]);
  });

  it('refuses an absurd budget and an unknown field', () => {
    expect(failures({ ...specBody, budget: 1e12 })).toEqual([
      { field: 'budget', message: 'Enter at most 10,000,000 US dollars' },
    ]);
    expect(failures({ ...specBody, musicTitle: 'Glasswing' }).map((f) => f.field)).toEqual(['']);
  });
});
