import { beforeAll, describe, expect, it } from 'vitest';
import type {
  AdminAlbum,
  CatalogueAudio,
  ClientRequest,
  ClientRequestSubmissions,
  ComposerAudio,
} from '@cuebrief/shared';
import { call, expectRefusal } from '../helpers/api';
import { loginAs, type SignedIn } from '../helpers/accounts';
import { albumOf, published, trackOf } from '../helpers/catalogue';
import { useEveryRole } from '../helpers/every-role';
import {
  acceptOffer,
  answerOffer,
  clientOffers,
  licencePdf,
  offerOn,
  sendDownloadInfo,
} from '../helpers/licences';
import { mailTo } from '../helpers/mail';
import { payInSandbox } from '../helpers/payments';
import { readPdf } from '../helpers/pdf-text';
import { REQUEST } from '../helpers/requests';
import { countRows } from '../helpers/row-counts';
import {
  audioOf,
  mp3Part,
  openRequestOf,
  storedFiles,
  submissionTo,
  wavPart,
} from '../helpers/submissions';
import { everythingStored, expectRefusedChangingNothing } from '../helpers/refusals';
import { useTestApp } from '../helpers/test-app';
import { refusedUnless } from '../helpers/who-may';

const t = useTestApp();
const signedIn = useEveryRole(t);
const admin = () => signedIn.Admin.accessToken;

/** Fetches a signed link through the app (the local driver's media route). */
async function fetchLink(url: string) {
  const { pathname, search } = new URL(url);
  return t.app.inject({ method: 'GET', url: `${pathname}${search}` });
}

const submissionsCount = async (token: string, requestId: string) =>
  (await call<ClientRequest>(t.app, 'GET', `${REQUEST}/client/request/${requestId}`, { token }))
    .body.data.submissionsCount;

describe("a composer's account removal", () => {
  let client: SignedIn;
  let composer: SignedIn;
  let requests: { licensed: ClientRequest; unlicensed: ClientRequest; paying: ClientRequest };
  let licensed: ComposerAudio;
  let unlicensed: ComposerAudio;
  let alone: ComposerAudio;
  let paying: ComposerAudio;
  let payingCheckout: string;
  let mailedLinks: string[];
  let before: Awaited<ReturnType<typeof everythingStored>>;

  beforeAll(async () => {
    client = await loginAs(t.app, 'Client');
    composer = await loginAs(t.app, 'Composer');
    requests = {
      licensed: await openRequestOf(t, client.accessToken),
      unlicensed: await openRequestOf(t, client.accessToken),
      paying: await openRequestOf(t, client.accessToken),
    };
    // One submission with a licensed take and an unlicensed one; one with only an unlicensed
    // take; one with a take a client is paying for.
    const first = await submissionTo(t, composer.accessToken, requests.licensed.id);
    licensed = await audioOf(t, composer.accessToken, first.id, [mp3Part(), wavPart(1)], 'Kept');
    unlicensed = await audioOf(t, composer.accessToken, first.id, [wavPart(1)], 'Gone');
    const second = await submissionTo(t, composer.accessToken, requests.unlicensed.id);
    alone = await audioOf(t, composer.accessToken, second.id, [mp3Part()], 'Also gone');
    const third = await submissionTo(t, composer.accessToken, requests.paying.id);
    paying = await audioOf(t, composer.accessToken, third.id, [mp3Part()], 'Being paid');

    await offerOn(t.app, client.accessToken, licensed, 1500);
    await payInSandbox(t.app, await acceptOffer(t.app, admin(), licensed.id));
    await offerOn(t.app, client.accessToken, unlicensed, 300);
    await offerOn(t.app, client.accessToken, paying, 700);
    payingCheckout = await acceptOffer(t.app, admin(), paying.id);
    const [offer] = (await clientOffers(t.app, client.accessToken)).body.data.filter(
      (o) => o.audio.id === licensed.id,
    );
    expect((await sendDownloadInfo(t.app, admin(), offer?.licence?.id ?? '')).statusCode).toBe(200);
    const mail = (await mailTo(t.app, client.user.email)).find((m) =>
      m.subject.startsWith('Your files for "Kept"'),
    );
    mailedLinks = [...(mail?.text ?? '').matchAll(/^(WAV|MP3): (\S+)$/gm)].map((m) => m[2] ?? '');
    expect(mailedLinks).toHaveLength(2);

    before = await everythingStored(t);
    const removed = await call(t.app, 'DELETE', '/users/v1/auth/composer/remove-account', {
      token: composer.accessToken,
    });
    expect(removed.statusCode, removed.raw).toBe(200);
  });

  it('deletes the unlicensed takes with their files and the submission left empty', async () => {
    const after = await countRows(t.app);
    expect(after).toMatchObject({
      submissions: before.rows.submissions - 1,
      audios: before.rows.audios - 2,
      // The wav of "Gone" and the mp3 of "Also gone".
      audio_files: before.rows.audio_files - 2,
      // The offer on "Gone" went with it.
      audio_reviews: before.rows.audio_reviews - 1,
      licences: before.rows.licences,
      payments: before.rows.payments,
    });
    expect(await storedFiles(t)).toHaveLength(before.files.length - 2);
    for (const gone of [unlicensed, alone]) {
      const play = await call(t.app, 'POST', `${REQUEST}/audio/${gone.id}/play`, {
        token: client.accessToken,
      });
      expectRefusal(play, 404, 'NOT_FOUND');
    }
  });

  it('keeps the licensed take, its files and its submission; the links mailed still work', async () => {
    for (const link of mailedLinks) {
      const file = await fetchLink(link);
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-disposition']).toContain('attachment');
    }
    const [offer] = (await clientOffers(t.app, client.accessToken)).body.data.filter(
      (o) => o.audio.id === licensed.id,
    );
    expect(offer).toMatchObject({ state: 'paid', request: { id: requests.licensed.id } });
    const downloads = offer?.licence?.downloads;
    expect(downloads?.mp3Url).toBeTruthy();
    expect(downloads?.wavUrl).toBeTruthy();
    for (const url of [downloads?.mp3Url, downloads?.wavUrl]) {
      expect((await fetchLink(url ?? '')).statusCode).toBe(200);
    }
    // The admins can send the links again.
    const again = await sendDownloadInfo(t.app, admin(), offer?.licence?.id ?? '');
    expect(again.statusCode, again.raw).toBe(200);
  });

  it('shows the client the kept takes under the removed account, and counts only those', async () => {
    const groups = (
      await call<ClientRequestSubmissions[]>(t.app, 'GET', `${REQUEST}/client/submissions`, {
        token: client.accessToken,
      })
    ).body.data;
    const takes = groups.flatMap((group) =>
      group.submissions.flatMap((s) => s.audios.map((a) => [s.composerName, a.title])),
    );
    expect(takes.sort()).toEqual([
      ['Removed account', 'Being paid'],
      ['Removed account', 'Kept'],
    ]);
    expect(JSON.stringify(groups)).not.toContain(composer.user.email);
    expect(await submissionsCount(client.accessToken, requests.licensed.id)).toBe(1);
    expect(await submissionsCount(client.accessToken, requests.unlicensed.id)).toBe(0);
    expect(await submissionsCount(client.accessToken, requests.paying.id)).toBe(1);
  });

  it("prints the licence without the composer's name", async () => {
    const pdf = await licencePdf(t.app, client.accessToken, licensed.id);
    expect(pdf.statusCode).toBe(200);
    const { text } = await readPdf(pdf.rawPayload);
    expect(text).toContain('Removed account');
    expect(text).not.toContain('Composer Tester');
  });

  it('lets the client still pay for the take they were paying for; its licence names nobody', async () => {
    await payInSandbox(t.app, payingCheckout);
    const [offer] = (await clientOffers(t.app, client.accessToken)).body.data.filter(
      (o) => o.audio.id === paying.id,
    );
    expect(offer?.state).toBe('paid');
    const { text } = await readPdf((await licencePdf(t.app, admin(), paying.id)).rawPayload);
    expect(text).toContain('Removed account');
    expect(text).not.toContain('Composer Tester');
  });

  it('licenses a kept take no more: a new offer can be declined, not accepted (409)', async () => {
    const offer = await offerOn(t.app, client.accessToken, licensed, 800);
    const refused = await expectRefusedChangingNothing(
      t,
      () =>
        answerOffer(t.app, admin(), {
          status: 'accepted',
          patientAudioId: licensed.id,
          audioReviewId: offer.id,
        }),
      409,
      'INVALID_STATE',
    );
    expect(refused.body.status.message).toContain('removed their account');
    const declined = await answerOffer(t.app, admin(), {
      status: 'declined',
      patientAudioId: licensed.id,
      audioReviewId: offer.id,
    });
    expect(declined.statusCode, declined.raw).toBe(200);
  });
});

describe('deleting licensed catalogue music', () => {
  let album: AdminAlbum;
  let licensedTrack: CatalogueAudio;
  let payingTrack: CatalogueAudio;
  let freeTrack: CatalogueAudio;
  let client: SignedIn;

  const deleteTrack = (token: string | undefined, id: string) =>
    call<null>(t.app, 'DELETE', `${REQUEST}/album/audio/${id}`, { token });
  const deleteAlbum = (token: string | undefined, id: string) =>
    call<null>(t.app, 'DELETE', `${REQUEST}/album/${id}`, { token });

  beforeAll(async () => {
    client = await loginAs(t.app, 'Client');
    album = await albumOf(t.app, admin(), { title: 'Licensed music' });
    licensedTrack = await trackOf(t.app, admin(), album.id, undefined, 'Sold');
    payingTrack = await trackOf(t.app, admin(), album.id, undefined, 'Being sold');
    freeTrack = await trackOf(t.app, admin(), album.id, undefined, 'Declined');
    album = await published(t.app, admin(), album.id);
    await offerOn(t.app, client.accessToken, licensedTrack, 500);
    await payInSandbox(t.app, await acceptOffer(t.app, admin(), licensedTrack.id));
    await offerOn(t.app, client.accessToken, payingTrack, 500);
    await acceptOffer(t.app, admin(), payingTrack.id);
    await offerOn(t.app, client.accessToken, freeTrack, 500);
    await answerOffer(t.app, admin(), { status: 'declined', patientAudioId: freeTrack.id });
  });

  it.each(refusedUnless('Admin'))(
    'DELETE /album/audio/{id} of a licensed track refuses %s, deleting nothing',
    async (_, caller) => {
      await expectRefusedChangingNothing(
        t,
        () => deleteTrack(signedIn.tokenOf(caller.role), licensedTrack.id),
        caller.status,
        caller.error,
      );
    },
  );

  it('refuses an admin a licensed track, or one a client is paying for, with 409', async () => {
    for (const track of [licensedTrack, payingTrack]) {
      const response = await expectRefusedChangingNothing(
        t,
        () => deleteTrack(admin(), track.id),
        409,
        'INVALID_STATE',
      );
      expect(response.body.status.message).toBe(
        'This track is licensed, or a client is paying for its licence, so it cannot be deleted.',
      );
    }
    const [offer] = (await clientOffers(t.app, client.accessToken)).body.data.filter(
      (o) => o.audio.id === licensedTrack.id,
    );
    expect(offer).toMatchObject({ state: 'paid', audio: { id: licensedTrack.id } });
    expect((await licencePdf(t.app, client.accessToken, licensedTrack.id)).statusCode).toBe(200);
  });

  it.each(refusedUnless('Admin'))(
    'DELETE /album/{id} holding a licensed track refuses %s, deleting nothing',
    async (_, caller) => {
      await expectRefusedChangingNothing(
        t,
        () => deleteAlbum(signedIn.tokenOf(caller.role), album.id),
        caller.status,
        caller.error,
      );
    },
  );

  it('refuses an admin the album with 409, naming the track; its tracks and links stay', async () => {
    const response = await expectRefusedChangingNothing(
      t,
      () => deleteAlbum(admin(), album.id),
      409,
      'INVALID_STATE',
    );
    expect(response.body.status.message).toMatch(
      /^Its track "(Sold|Being sold)" is licensed, or a client is paying for its licence, so this album cannot be deleted/,
    );
    const licence = (await clientOffers(t.app, client.accessToken)).body.data.find(
      (o) => o.audio.id === licensedTrack.id,
    )?.licence;
    const sent = await sendDownloadInfo(t.app, admin(), licence?.id ?? '');
    expect(sent.statusCode, sent.raw).toBe(200);
    const [again] = (await clientOffers(t.app, client.accessToken)).body.data.filter(
      (o) => o.audio.id === licensedTrack.id,
    );
    expect((await fetchLink(again?.licence?.downloads?.mp3Url ?? '')).statusCode).toBe(200);
  });

  it('still deletes a track whose offers were all declined', async () => {
    const response = await deleteTrack(admin(), freeTrack.id);
    expect(response.statusCode, response.raw).toBe(200);
  });
});
