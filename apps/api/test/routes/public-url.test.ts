import { describe, expect, it } from 'vitest';
import { call } from '../helpers/api';
import { useEveryRole } from '../helpers/every-role';
import { clientWithoutTrial, pathOf, postForm, sandboxConfig } from '../helpers/payments';
import { REQUEST } from '../helpers/requests';
import { submittedAudio } from '../helpers/submissions';
import { useTestApp } from '../helpers/test-app';

// Without PUBLIC_URL, the links an answer carries start with the origin the request came to
// (behind a trusted proxy, the one it forwards), not http://localhost:PORT: a person at
// 127.0.0.1 or on another machine can follow them.
const t = useTestApp({
  config: {
    ...sandboxConfig,
    isPublicUrlSet: false,
    publicUrl: 'http://localhost:3000',
    trustProxy: 1,
  },
});
const signedIn = useEveryRole(t);

const downloadLink = async (audioId: string, headers: Record<string, string>) => {
  const response = await call<{ url: string }>(
    t.app,
    'GET',
    `${REQUEST}/audio/${audioId}/download`,
    { token: signedIn.Composer.accessToken, query: { kind: 'mp3' }, headers },
  );
  expect(response.statusCode, response.raw).toBe(200);
  return response.body.data.url;
};

describe('links without PUBLIC_URL', () => {
  it("start with each request's own origin", async () => {
    const { audio } = await submittedAudio(t, {
      client: signedIn.Client.accessToken,
      composer: signedIn.Composer.accessToken,
    });
    expect(await downloadLink(audio.id, { host: '127.0.0.1:3000' })).toMatch(
      /^http:\/\/127\.0\.0\.1:3000\/users\/v1\/media\//,
    );
    expect(await downloadLink(audio.id, { host: '192.168.1.20:8080' })).toMatch(
      /^http:\/\/192\.168\.1\.20:8080\//,
    );
    // A trusted proxy names the origin people use.
    expect(
      await downloadLink(audio.id, {
        host: '10.0.0.5:3000',
        'x-forwarded-host': 'cuebrief.example',
        'x-forwarded-proto': 'https',
      }),
    ).toMatch(/^https:\/\/cuebrief\.example\/users\/v1\/media\//);
  });

  it("build the sandbox checkout on the request's origin, and it returns by a relative address", async () => {
    const client = await clientWithoutTrial(t.app);
    const created = await call<{ url: string }>(
      t.app,
      'POST',
      '/users/v1/payment/client/create-subscription',
      { token: client.accessToken, body: { type: 'month' }, headers: { host: '127.0.0.1:3000' } },
    );
    expect(created.body.data.url).toMatch(
      /^http:\/\/127\.0\.0\.1:3000\/users\/v1\/payment\/sandbox\/checkout\/cs_sandbox_/,
    );
    const paid = await postForm(t.app, `${pathOf(created.body.data.url)}/pay`, {
      card: '4242424242424242',
    });
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe('/offers?checkout=success');
  });
});

describe('links with PUBLIC_URL', () => {
  const configured = useTestApp({
    config: { isPublicUrlSet: true, publicUrl: 'https://cuebrief.example' },
  });
  const roles = useEveryRole(configured);

  it('always start with it, whatever host the request names', async () => {
    const { audio } = await submittedAudio(configured, {
      client: roles.Client.accessToken,
      composer: roles.Composer.accessToken,
    });
    const response = await call<{ url: string }>(
      configured.app,
      'GET',
      `${REQUEST}/audio/${audio.id}/download`,
      {
        token: roles.Composer.accessToken,
        query: { kind: 'mp3' },
        headers: { host: '127.0.0.1:3000' },
      },
    );
    expect(response.body.data.url).toMatch(/^https:\/\/cuebrief\.example\/users\/v1\/media\//);
  });
});
