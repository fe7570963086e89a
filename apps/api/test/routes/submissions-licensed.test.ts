import { beforeAll, describe, expect, it } from 'vitest';
import { composerSubmissionSchema, type ComposerSubmission } from '@cuebrief/shared';
import { SANDBOX_CARDS } from '../../src/modules/payments/providers/sandbox-cards';
import { call } from '../helpers/api';
import { loginAs, type SignedIn } from '../helpers/accounts';
import { useEveryRole } from '../helpers/every-role';
import { acceptOffer, answerOffer, offerOn } from '../helpers/licences';
import { pathOf, postForm, sandboxConfig } from '../helpers/payments';
import { REQUEST } from '../helpers/requests';
import { audioOf, openRequestOf, submissionTo } from '../helpers/submissions';
import { useTestApp } from '../helpers/test-app';

const t = useTestApp({ config: sandboxConfig });
const signedIn = useEveryRole(t);

const composerList = (token: string) =>
  call<ComposerSubmission[]>(t.app, 'GET', `${REQUEST}/composer/submissions`, { token });

/** What the composer's list says of each of their takes, by title. */
async function licensedByTitle(composer: SignedIn): Promise<Record<string, boolean>> {
  const response = await composerList(composer.accessToken);
  expect(response.statusCode, response.raw).toBe(200);
  const audios = response.body.data.flatMap(
    (entry) => composerSubmissionSchema.parse(entry).audios,
  );
  return Object.fromEntries(audios.map((audio) => [audio.title, audio.isLicensed]));
}

/** The client's offer on a take, accepted by the admin and paid on the sandbox page. */
async function paidOfferOn(audio: { id: string; audioType: string }): Promise<void> {
  const admin = signedIn.Admin.accessToken;
  const offer = await offerOn(t.app, signedIn.Client.accessToken, audio);
  const url = await acceptOffer(t.app, admin, audio.id, offer.id);
  const paid = await postForm(t.app, `${pathOf(url)}/pay`, { card: SANDBOX_CARDS.pays });
  expect(paid.statusCode, paid.body).toBe(303);
}

// Lena's takes: one paid for, one accepted and not paid yet, one declined, one without offers;
// Theo's one take, paid for.
let lena: SignedIn;
let theo: SignedIn;
beforeAll(async () => {
  lena = signedIn.Composer;
  theo = await loginAs(t.app, 'Composer');
  const client = signedIn.Client.accessToken;
  const admin = signedIn.Admin.accessToken;
  const request = await openRequestOf(t, client);
  const lenas = await submissionTo(t, lena.accessToken, request.id);
  const take = (title: string) => audioOf(t, lena.accessToken, lenas.id, undefined, title);
  const licensed = await take('Licensed');
  const accepted = await take('Accepted');
  const declined = await take('Declined');
  await take('Quiet');
  await paidOfferOn(licensed);
  // A later offer on the licensed take, declined: the paid one still counts.
  const second = await offerOn(t.app, client, licensed, 900);
  await answerOffer(t.app, admin, {
    status: 'declined',
    patientAudioId: licensed.id,
    audioReviewId: second.id,
  });
  await acceptOffer(t.app, admin, accepted.id, (await offerOn(t.app, client, accepted)).id);
  const offer = await offerOn(t.app, client, declined);
  await answerOffer(t.app, admin, {
    status: 'declined',
    patientAudioId: declined.id,
    audioReviewId: offer.id,
  });

  // A request of its own, so each composer's licence is told apart.
  const theos = await submissionTo(t, theo.accessToken, (await openRequestOf(t, client)).id);
  await paidOfferOn(await audioOf(t, theo.accessToken, theos.id, undefined, 'Theo licensed'));
});

describe('GET /composer/submissions: isLicensed', () => {
  it('marks a take licensed once an offer on it is paid, and no other', async () => {
    expect(await licensedByTitle(lena)).toEqual({
      Licensed: true,
      Accepted: false,
      Declined: false,
      Quiet: false,
    });
  });

  it("lists only the composer's own takes, with their own licences", async () => {
    expect(await licensedByTitle(theo)).toEqual({ 'Theo licensed': true });
  });
});
