import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { SHARE_PEAKS_POINTS, sharePageSchema } from '@cuebrief/shared';
import { call, expectRefusal } from '../helpers/api';
import { useEveryRole } from '../helpers/every-role';
import { mailTo } from '../helpers/mail';
import { REQUEST } from '../helpers/requests';
import { SHARE, openPage, shareCalls } from '../helpers/share-pages';
import { shareLinkOf, sharedShortlistOf, shortlistCalls } from '../helpers/shortlists';
import { useTestApp } from '../helpers/test-app';

const t = useTestApp();
const signedIn = useEveryRole(t);
const HOUR_MS = 3600_000;

type Shared = Awaited<ReturnType<typeof sharedShortlistOf>>;
let shared: Shared;
beforeAll(async () => {
  shared = await sharedShortlistOf(t, signedIn.Client, {
    composer: signedIn.Composer,
    admin: signedIn.Admin,
  });
});

/** The link as its client reads it on the shortlist (opens and the rest). */
async function linkStats(shortlistId: string, linkId: string) {
  const response = await shortlistCalls.get(t.app, signedIn.Client.accessToken, shortlistId);
  expect(response.statusCode, response.raw).toBe(200);
  const link = response.body.data.links.find((candidate) => candidate.id === linkId);
  if (!link) throw new Error('the shortlist lost its link');
  return link;
}

describe('POST /share/{token}/open', () => {
  it('gives anyone with the token the page, whatever account they are signed in with', async () => {
    for (const role of [null, 'Admin', 'Client', 'Composer'] as const) {
      const response = await call(t.app, 'POST', `${SHARE}/${shared.token}/open`, {
        token: signedIn.tokenOf(role),
        body: {},
      });
      expect(response.statusCode, `${role} ${response.raw}`).toBe(200);
    }
  });

  it('shows the agency, title, label and each item in order by name only, with a short waveform, a signed stream and a pass', async () => {
    const response = await shareCalls.open(t.app, shared.token);
    expect(response.statusCode, response.raw).toBe(200);
    const page = sharePageSchema.parse(response.body.data);
    expect(page).toMatchObject({
      agencyName: 'Test Agency',
      title: 'Spring campaign',
      label: 'Nike brand team',
      expiresAt: shared.link.expiresAt,
    });
    expect(page.items.map((item) => [item.id, item.title, item.composerName, item.note])).toEqual([
      [shared.takeItemId, shared.take.title, 'Composer Tester', 'For the 15 s cut-down'],
      [shared.trackItemId, shared.track.title, 'Cuebrief', 'The safe choice'],
    ]);
    for (const item of page.items) {
      expect(item.peaks).toHaveLength(SHARE_PEAKS_POINTS);
      expect(item.durationSeconds).toBeGreaterThan(0);
      expect(item.downloads).toEqual([]);
      expect(item.reaction).toBeNull();
      expect(item.streamUrl).toMatch(
        new RegExp(
          `^${t.config.publicUrl}${SHARE}/${shared.token}/items/${item.id}/stream\\?expires=\\d+&signature=[\\w-]+$`,
        ),
      );
    }
    // No contact details of anyone, nor the link's own secrets.
    for (const secret of [
      signedIn.Client.user.email,
      signedIn.Composer.user.email,
      signedIn.Admin.user.email,
      'token_hash',
      'passwordHash',
    ]) {
      expect(response.raw).not.toContain(secret);
    }
    // A pass for 12 hours by the app's clock, in whole seconds.
    const twelveHours = Math.floor((t.clock.now().getTime() + 12 * HOUR_MS) / 1000) * 1000;
    expect(page.passExpiresAt).toBe(new Date(twelveHours).toISOString());
  });

  it("names the client by their full name when they have no agency's name", async () => {
    await t.app.database.db.execute(
      sql`update users set client_agency_name = null where id = ${signedIn.Client.user.id}`,
    );
    try {
      expect((await openPage(t.app, shared.token)).agencyName).toBe('Client Tester');
    } finally {
      await t.app.database.db.execute(
        sql`update users set client_agency_name = 'Test Agency' where id = ${signedIn.Client.user.id}`,
      );
    }
  });

  it('ends the pass with the link when the link ends within 12 hours', async () => {
    const expiresAt = new Date(t.clock.now().getTime() + 2 * HOUR_MS).toISOString();
    const link = await shareLinkOf(t, signedIn.Client.accessToken, shared.shortlist.id, {
      label: 'Short-lived',
      expiresAt,
    });
    expect((await openPage(t.app, link.token)).passExpiresAt).toBe(expiresAt);
  });

  it('leaves out a catalogue track once the admins unpublish its album, and gives it back once they publish it again', async () => {
    const album = `${REQUEST}/album/${shared.track.albumId}`;
    const publish = (published: boolean) =>
      call(t.app, 'PUT', album, {
        token: signedIn.Admin.accessToken,
        body: { title: 'Northern Lights', description: 'Wide.', published },
      });
    expect((await publish(false)).statusCode).toBe(200);
    expect((await openPage(t.app, shared.token)).items.map((item) => item.id)).toEqual([
      shared.takeItemId,
    ]);
    expect((await publish(true)).statusCode).toBe(200);
    expect((await openPage(t.app, shared.token)).items).toHaveLength(2);
  });

  it('counts every open and keeps the first, mailing the client once, on the first, with a link to the shortlist', async () => {
    const link = await shareLinkOf(t, signedIn.Client.accessToken, shared.shortlist.id, {
      label: 'Director',
    });
    const first = t.clock.now().toISOString();
    await openPage(t.app, link.token);
    t.clock.advance(60_000);
    await openPage(t.app, link.token);
    const stats = await linkStats(shared.shortlist.id, link.link.id);
    expect(stats).toMatchObject({
      opens: 2,
      firstOpenedAt: first,
      lastOpenedAt: t.clock.now().toISOString(),
    });
    const mails = (await mailTo(t.app, signedIn.Client.user.email)).filter((mail) =>
      mail.subject.startsWith('Director '),
    );
    expect(mails.map((mail) => mail.subject)).toEqual(['Director opened Spring campaign']);
    expect(mails[0]?.text).toContain(`${t.config.publicUrl}/shortlists/${shared.shortlist.id}`);
  });
});

describe('a link with a password', () => {
  let token: string;
  let linkId: string;
  beforeAll(async () => {
    const link = await shareLinkOf(t, signedIn.Client.accessToken, shared.shortlist.id, {
      label: 'Brand team',
      password: 'open sesame',
    });
    token = link.token;
    linkId = link.link.id;
  });

  it('asks for it, refuses a wrong one, and counts no open until it is given', async () => {
    expectRefusal(await shareCalls.open(t.app, token), 401, 'LINK_PASSWORD_REQUIRED');
    const wrong = await shareCalls.open(t.app, token, { password: 'open sesame!' });
    expectRefusal(wrong, 401, 'LINK_PASSWORD_WRONG');
    expect(wrong.body.status.message).toBe('That password is not right.');
    expect((await linkStats(shared.shortlist.id, linkId)).opens).toBe(0);
    const page = await openPage(t.app, token, { password: 'open sesame' });
    expect(page.items).toHaveLength(2);
    expect((await linkStats(shared.shortlist.id, linkId)).opens).toBe(1);
  });

  it('opens again with the pass an open gave, without the password', async () => {
    const { pass } = await openPage(t.app, token, { password: 'open sesame' });
    expect((await openPage(t.app, token, { pass })).label).toBe('Brand team');
    // A wrong password beside a good pass changes nothing.
    expect((await openPage(t.app, token, { pass, password: 'nonsense' })).label).toBe('Brand team');
  });

  it("refuses a forged pass, another link's pass and a pass past its 12 hours", async () => {
    const { pass } = await openPage(t.app, token, { password: 'open sesame' });
    const [expires, signature] = pass.split('.');
    const otherPass = (await openPage(t.app, shared.token)).pass;
    const later = String(Number(expires) + 3600);
    for (const forged of [`${later}.${signature}`, `${expires}.x${signature}`, otherPass, 'x']) {
      expectRefusal(
        await shareCalls.open(t.app, token, { pass: forged }),
        401,
        'LINK_PASSWORD_REQUIRED',
      );
    }
    t.clock.advance(12 * HOUR_MS);
    expectRefusal(await shareCalls.open(t.app, token, { pass }), 401, 'LINK_PASSWORD_REQUIRED');
    // A link without a password opens whatever pass comes with it.
    expect((await openPage(t.app, shared.token, { pass: otherPass })).items).toHaveLength(2);
    await signedIn.signInAgain();
  });
});

describe('links that no longer work', () => {
  it('answers an unknown token 404 and a token of the wrong shape 400 naming it', async () => {
    const unknown = await shareCalls.open(t.app, 'A'.repeat(43));
    expectRefusal(unknown, 404, 'NOT_FOUND');
    expect(unknown.body.status.message).toBe('This link does not exist.');
    expectRefusal(await shareCalls.open(t.app, 'short'), 400, 'VALIDATION_FAILED', ['token']);
  });

  it('answers an expired link 410 LINK_EXPIRED by the app clock, and a revoked one 410 LINK_REVOKED, revoked first', async () => {
    const client = signedIn.Client.accessToken;
    const expiring = await shareLinkOf(t, client, shared.shortlist.id, {
      label: 'Expiring',
      expiresAt: new Date(t.clock.now().getTime() + HOUR_MS).toISOString(),
    });
    const revoked = await shareLinkOf(t, client, shared.shortlist.id, {
      label: 'Revoked',
      expiresAt: new Date(t.clock.now().getTime() + HOUR_MS).toISOString(),
    });
    await openPage(t.app, expiring.token);
    const revoke = await shortlistCalls.revokeLink(
      t.app,
      client,
      shared.shortlist.id,
      revoked.link.id,
    );
    expect(revoke.statusCode, revoke.raw).toBe(200);
    const revokedAnswer = await shareCalls.open(t.app, revoked.token);
    expectRefusal(revokedAnswer, 410, 'LINK_REVOKED');
    expect(revokedAnswer.body.status.message).toBe('This link is no longer available.');

    t.clock.advance(HOUR_MS);
    const expired = await shareCalls.open(t.app, expiring.token);
    expectRefusal(expired, 410, 'LINK_EXPIRED');
    expect(expired.body.status.message).toBe('This link has expired.');
    expectRefusal(await shareCalls.open(t.app, revoked.token), 410, 'LINK_REVOKED');
    // Refused opens are not counted.
    await signedIn.signInAgain();
    expect((await linkStats(shared.shortlist.id, expiring.link.id)).opens).toBe(1);
    expect((await linkStats(shared.shortlist.id, revoked.link.id)).opens).toBe(0);
  });

  it("answers a deleted shortlist's links 404, as unknown ones", async () => {
    const other = await sharedShortlistOf(t, signedIn.Client, {
      composer: signedIn.Composer,
      admin: signedIn.Admin,
      title: 'Gone soon',
    });
    await openPage(t.app, other.token);
    const deleted = await shortlistCalls.remove(
      t.app,
      signedIn.Client.accessToken,
      other.shortlist.id,
    );
    expect(deleted.statusCode, deleted.raw).toBe(200);
    const response = await shareCalls.open(t.app, other.token);
    expectRefusal(response, 404, 'NOT_FOUND');
    expect(response.body.status.message).toBe('This link does not exist.');
  });
});
