import { rm } from 'node:fs/promises';
import { connect } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES, type Profile, type Tokens } from '@cuebrief/shared';
import { AppError } from '../../src/lib/app-error';
import { call } from '../helpers/api';
import { TEST_PASSWORD, createAccount, logIn, loginAs } from '../helpers/accounts';
import { closeDatabaseUnder, createTestApp, useTestApp } from '../helpers/test-app';

const AUTH = '/users/v1/auth';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const SECRET_DETAIL = 'secret internal detail /etc/passwd select * from users';

/** Routes that exist only in this test app, to see how failures are answered. */
function addTestRoutes(app: FastifyInstance): void {
  app.get('/users/v1/test/crash', {
    config: { access: 'public' },
    schema: { hide: true },
    handler: async () => {
      throw new Error(SECRET_DETAIL);
    },
  });
  app.get('/users/v1/test/crash-sync', {
    config: { access: 'public' },
    schema: { hide: true },
    handler: () => {
      const value = JSON.parse('{"broken":') as unknown;
      return value;
    },
  });
  app.get('/users/v1/test/app-error', {
    config: { access: 'public' },
    schema: { hide: true },
    handler: async () => {
      throw new AppError('INVALID_STATE', 'This brief is already closed.');
    },
  });
}

/** Every method and path the app serves, read from Fastify's own route tree (HEAD aside). */
function routesOf(app: FastifyInstance): { method: string; url: string }[] {
  const routes: { method: string; url: string }[] = [];
  const parents: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^(.*?)[└├]── (.+?)(?: \(([^)]+)\))?$/.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 4;
    const [parent, segment] = [parents[depth - 1], match[2]!];
    // A segment that starts neither after nor with a slash continues its parent's last word:
    // `/client/request` then `s` is `/client/requests`.
    const url =
      parent === undefined
        ? segment
        : parent.endsWith('/') || segment.startsWith('/')
          ? `${parent.replace(/\/$/, '')}/${segment.replace(/^\//, '')}`
          : `${parent}${segment}`;
    parents[depth] = url;
    for (const method of match[3]?.split(', ') ?? []) {
      if (method !== 'HEAD') routes.push({ method: method.toLowerCase(), url });
    }
  }
  return routes;
}

const t = useTestApp({ beforeReady: addTestRoutes });

describe('the envelope', () => {
  it.each(['GET', 'POST'] as const)(
    'answers an unknown %s route with 404 NOT_FOUND',
    async (method) => {
      const response = await call(t.app, method, '/users/v1/auth/no-such-route?x=1', {
        ...(method === 'POST' ? { body: { any: 'thing' } } : {}),
      });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.body).toEqual({
        status: {
          code: 404,
          error: 'NOT_FOUND',
          message: `There is no ${method} /users/v1/auth/no-such-route.`,
        },
        data: null,
      });
    },
  );

  it('answers 404 NOT_FOUND outside the API prefixes too', async () => {
    const response = await call(t.app, 'GET', '/nothing/here');
    expect(response.statusCode).toBe(404);
    expect(response.body.status.error).toBe('NOT_FOUND');
    expect(response.body.data).toBeNull();
  });

  it.each(['/users/v1/test/crash', '/users/v1/test/crash-sync'])(
    'answers a crash (%s) with 500 INTERNAL_ERROR and a generic message',
    async (url) => {
      const response = await call(t.app, 'GET', url);
      expect(response.statusCode).toBe(500);
      expect(response.body).toEqual({
        status: { code: 500, error: 'INTERNAL_ERROR', message: ERROR_CODES.INTERNAL_ERROR.message },
        data: null,
      });
      for (const leak of [
        'secret',
        '/etc/passwd',
        'select',
        'users',
        'JSON',
        'at ',
        '.ts',
        '/work',
      ]) {
        expect(response.raw).not.toContain(leak);
      }
    },
  );

  it('answers a thrown AppError with its own status, code and message', async () => {
    const response = await call(t.app, 'GET', '/users/v1/test/app-error');
    expect(response.statusCode).toBe(409);
    expect(response.body).toEqual({
      status: { code: 409, error: 'INVALID_STATE', message: 'This brief is already closed.' },
      data: null,
    });
  });

  it('gives every response its own x-request-id, a UUID', async () => {
    const responses = await Promise.all([
      t.app.inject({ method: 'GET', url: '/' }),
      t.app.inject({ method: 'GET', url: '/health' }),
      t.app.inject({ method: 'GET', url: '/health' }),
      t.app.inject({ method: 'GET', url: '/no/such/route' }),
      t.app.inject({ method: 'GET', url: '/users/v1/test/crash' }),
      t.app.inject({ method: 'GET', url: `${AUTH}/profile` }),
      t.app.inject({ method: 'POST', url: `${AUTH}/login`, payload: { email: 'x' } }),
    ]);
    const ids = responses.map((r) => r.headers['x-request-id']);
    for (const id of ids) expect(id).toMatch(UUID);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('ignores a request id sent by the client', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/health',
      headers: { 'x-request-id': 'chosen-by-the-client' },
    });
    expect(response.headers['x-request-id']).toMatch(UUID);
  });
});

describe('the home page', () => {
  it('is an HTML page that says what Cuebrief is', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).toContain('<title>Cuebrief</title>');
    expect(response.body).toContain(
      'Cuebrief is a marketplace where agencies commission music for their campaigns',
    );
  });

  it('carries the security headers', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/' });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['strict-transport-security']).toMatch(/max-age=\d+/);
    expect(response.headers['x-powered-by']).toBeUndefined();
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("base-uri 'none'");
  });

  it('sends the REST set on API answers: never cached, never framed, never sniffed', async () => {
    const { accessToken } = await loginAs(t.app, 'Client');
    for (const response of [
      await call(t.app, 'GET', '/health'),
      await call(t.app, 'GET', '/users/v1/auth/profile', { token: accessToken }),
      await call(t.app, 'GET', '/users/v1/auth/no-such-route'),
    ]) {
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.headers['content-security-policy']).toBe(
        "default-src 'none'; frame-ancestors 'none'",
      );
      expect(response.headers['strict-transport-security']).toMatch(/max-age=\d+/);
      // Page policies belong to documents, not to JSON.
      expect(response.headers['x-frame-options']).toBeUndefined();
    }
  });
});

describe('GET /health', () => {
  it('answers 200 when the database and the storage answer', async () => {
    const response = await call(t.app, 'GET', '/health');
    expect(response.statusCode).toBe(200);
    expect(response.body).toEqual({
      status: { code: 200, message: 'OK' },
      data: { database: 'up', storage: 'up' },
    });
  });

  it('answers 503 when the data directory is gone', async () => {
    const sick = await createTestApp();
    try {
      await rm(sick.app.dataDir, { recursive: true, force: true });
      const response = await call(sick.app, 'GET', '/health');
      expect(response.statusCode).toBe(503);
      expect(response.body.status).toMatchObject({
        code: 503,
        error: 'SERVICE_UNAVAILABLE',
        message: 'Not healthy: the storage cannot be reached.',
      });
      expect(response.body.data).toBeNull();
      expect(response.raw).not.toContain(sick.app.dataDir);
    } finally {
      await sick.close();
    }
  });

  it('answers 503 when the database is closed', async () => {
    const sick = await createTestApp();
    try {
      await closeDatabaseUnder(sick.app);
      const response = await call(sick.app, 'GET', '/health');
      expect(response.statusCode).toBe(503);
      expect(response.body.status).toMatchObject({
        code: 503,
        error: 'SERVICE_UNAVAILABLE',
        message: 'Not healthy: the database cannot be reached.',
      });
      expect(response.body.data).toBeNull();
    } finally {
      await sick.close();
    }
  });
});

describe('the OpenAPI document', () => {
  const publicRoutes: [string, string][] = [
    ['post', '/users/v1/auth/login'],
    ['post', '/users/v1/auth/forgot-password'],
    ['post', '/users/v1/auth/reset-password'],
    ['post', '/users/v1/auth/refresh-token'],
    ['post', '/users/v1/auth/logout'],
    ['post', '/users/v1/auth/register/composer'],
    ['post', '/users/v1/auth/register/client'],
    ['post', '/users/v1/auth/contact-us'],
    ['post', '/tickets/v1/question'],
    ['get', '/tickets/v1/question'],
    ['get', '/users/v1/request/vocabularies'],
    ['get', '/health'],
    ['get', '/health/live'],
    ['get', '/health/ready'],
    ['get', '/users/v1/media/{folder}/{file}'],
    ['get', '/users/v1/request/placements'],
    ['get', '/users/v1/request/placement/{id}'],
    ['post', '/users/v1/payment/webhook'],
    ['get', '/users/v1/payment/sandbox/checkout/{sessionId}'],
    ['post', '/users/v1/payment/sandbox/checkout/{sessionId}/pay'],
    ['post', '/users/v1/payment/sandbox/checkout/{sessionId}/cancel'],
    ['post', '/users/v1/share/{token}/open'],
    ['post', '/users/v1/share/{token}/plays'],
    ['put', '/users/v1/share/{token}/items/{itemId}/reaction'],
    ['post', '/users/v1/share/{token}/items/{itemId}/download'],
    ['get', '/users/v1/share/{token}/items/{itemId}/stream'],
  ];
  const signedInRoutes: [string, string][] = [
    ['put', '/users/v1/auth/change-password'],
    ['get', '/users/v1/auth/profile'],
    ['put', '/users/v1/auth/update-profile'],
    ['put', '/users/v1/auth/color-scheme'],
    ['get', '/users/v1/auth/sessions'],
    ['delete', '/users/v1/auth/sessions/{id}'],
    ['post', '/users/v1/auth/sessions/end-others'],
    ['get', '/users/v1/auth/notifications'],
    ['get', '/users/v1/auth/notifications/unread-count'],
    ['post', '/users/v1/auth/notifications/{id}/read'],
    ['post', '/users/v1/auth/notifications/read-all'],
    ['post', '/users/v1/auth/second-factor/setup'],
    ['post', '/users/v1/auth/second-factor/confirm'],
    ['post', '/users/v1/auth/second-factor/recovery-codes'],
    ['delete', '/users/v1/auth/second-factor'],
    ['delete', '/users/v1/auth/client/remove-account'],
    ['delete', '/users/v1/auth/composer/remove-account'],
    ['get', '/users/v1/auth/composers-access'],
    ['get', '/users/v1/auth/clients-access'],
    ['get', '/users/v1/auth/all-composers'],
    ['get', '/users/v1/auth/all-clients'],
    ['post', '/users/v1/auth/users-access/{id}'],
    ['post', '/users/v1/auth/users-access/reject/{id}'],
    ['get', '/users/v1/auth/agencies'],
    ['get', '/users/v1/auth/contact-us'],
    ['get', '/users/v1/mail/outbox'],
    ['get', '/tickets/v1/question/admin'],
    ['put', '/tickets/v1/question/{id}/answer'],
    ['delete', '/tickets/v1/question/{id}'],
    ['post', '/users/v1/request/client/request'],
    ['get', '/users/v1/request/client/requests'],
    ['get', '/users/v1/request/client/request/{id}'],
    ['post', '/users/v1/request/client/request/{id}/close'],
    ['get', '/users/v1/request/composer/requests'],
    ['get', '/users/v1/request/composer/request/{id}'],
    ['post', '/users/v1/request/composer/submit/{id}'],
    ['post', '/users/v1/request/composer/submit/audio/{id}'],
    ['post', '/users/v1/request/composer/stems/{id}'],
    ['post', '/users/v1/request/composer/audio/{id}/version'],
    ['post', '/users/v1/request/composer/audio/{id}/file'],
    ['get', '/users/v1/request/audio/{id}/comments'],
    ['post', '/users/v1/request/audio/{id}/comments'],
    ['patch', '/users/v1/request/comments/{id}'],
    ['delete', '/users/v1/request/comments/{id}'],
    ['put', '/users/v1/request/audio/{id}/decision'],
    ['get', '/users/v1/request/audio/{id}/timeline'],
    ['get', '/users/v1/request/client/request/{id}/takes'],
    ['get', '/users/v1/request/composer/submissions'],
    ['delete', '/users/v1/request/composer/audio/{id}'],
    ['delete', '/users/v1/request/composer/submission/{id}'],
    ['get', '/users/v1/request/client/submissions'],
    ['get', '/users/v1/request/client/favourites'],
    ['post', '/users/v1/request/client/audio-favorite'],
    ['post', '/users/v1/request/client/audio-review'],
    ['get', '/users/v1/request/all/submissions'],
    ['get', '/users/v1/request/admin/audio-review/{id}'],
    ['post', '/users/v1/request/audio/{id}/play'],
    ['get', '/users/v1/request/audio/{id}/download'],
    ['get', '/users/v1/request/albums'],
    ['get', '/users/v1/request/albums/admin'],
    ['get', '/users/v1/request/album/{id}'],
    ['post', '/users/v1/request/add/album'],
    ['put', '/users/v1/request/album/{id}'],
    ['delete', '/users/v1/request/album/{id}'],
    ['post', '/users/v1/request/album/{id}/publish'],
    ['post', '/users/v1/request/album/{id}/unpublish'],
    ['post', '/users/v1/request/album/img/{id}'],
    ['post', '/users/v1/request/add/album/audio/{id}'],
    ['post', '/users/v1/request/album/audio/{id}/file'],
    ['get', '/users/v1/request/album/audio/from/all/{id}'],
    ['get', '/users/v1/request/catalogue/tracks'],
    ['put', '/users/v1/request/album/audio/{id}'],
    ['delete', '/users/v1/request/album/audio/{id}'],
    ['post', '/users/v1/request/placement'],
    ['delete', '/users/v1/request/placement/{id}'],
    ['post', '/users/v1/request/placement-audio/{id}'],
    ['post', '/users/v1/request/placement-img/{id}'],
    ['get', '/users/v1/auth/make-subscription'],
    ['post', '/users/v1/payment/client/create-subscription'],
    ['post', '/users/v1/payment/client/cancel-subscription'],
    ['get', '/users/v1/payment/client/subscription'],
    ['get', '/users/v1/payment/client/payments'],
    ['get', '/users/v1/payment/admin/payments'],
    ['post', '/users/v1/payment/admin/send-client-checkout'],
    ['get', '/users/v1/request/client/offers'],
    ['get', '/users/v1/request/client/home'],
    ['get', '/users/v1/request/composer/home'],
    ['get', '/users/v1/request/admin/home'],
    ['post', '/users/v1/request/admin/send-download-audio-info/{id}'],
    ['get', '/users/v1/request/pdf/{id}'],
    ['get', '/users/v1/request/shortlists'],
    ['post', '/users/v1/request/shortlists'],
    ['get', '/users/v1/request/shortlists/{id}'],
    ['patch', '/users/v1/request/shortlists/{id}'],
    ['delete', '/users/v1/request/shortlists/{id}'],
    ['post', '/users/v1/request/shortlists/{id}/items'],
    ['patch', '/users/v1/request/shortlists/{id}/items/{itemId}'],
    ['delete', '/users/v1/request/shortlists/{id}/items/{itemId}'],
    ['put', '/users/v1/request/shortlists/{id}/order'],
    ['post', '/users/v1/request/shortlists/{id}/links'],
    ['delete', '/users/v1/request/shortlists/{id}/links/{linkId}'],
  ];

  type Operation = { security?: { bearerAuth: string[] }[]; responses?: object };
  type Document = {
    openapi: string;
    paths: Record<string, Record<string, Operation>>;
    components: { securitySchemes: Record<string, object> };
  };

  let doc: Document;
  beforeAll(async () => {
    const response = await t.app.inject({ method: 'GET', url: '/docs/json' });
    expect(response.statusCode).toBe(200);
    doc = response.json<Document>();
  });

  it('is OpenAPI 3 and lists every API route, and nothing else', () => {
    expect(doc.openapi).toMatch(/^3\./);
    const listed = Object.entries(doc.paths)
      .flatMap(([path, operations]) => Object.keys(operations).map((method) => `${method} ${path}`))
      .sort();
    const expected = [...publicRoutes, ...signedInRoutes].map(([m, p]) => `${m} ${p}`).sort();
    expect(listed).toEqual(expected);
    for (const operations of Object.values(doc.paths)) {
      for (const operation of Object.values(operations)) {
        expect(operation.responses).toHaveProperty('200');
      }
    }
  });

  it('lists the same API routes as the app serves', () => {
    const served = routesOf(t.app)
      .filter(({ url }) => url !== '/' && !url.startsWith('/docs'))
      .filter(({ url }) => !url.startsWith('/users/v1/test/'))
      .map(({ method, url }) => `${method} ${url.replace(/:(\w+)/g, '{$1}')}`)
      .sort();
    const listed = Object.entries(doc.paths)
      .flatMap(([path, operations]) => Object.keys(operations).map((method) => `${method} ${path}`))
      .sort();
    expect(served).toEqual(listed);
  });

  it('declares bearerAuth on every route that needs a login, and only there', () => {
    expect(doc.components.securitySchemes.bearerAuth).toMatchObject({
      type: 'http',
      scheme: 'bearer',
    });
    for (const [method, path] of signedInRoutes) {
      expect(doc.paths[path]?.[method]?.security, `${method} ${path}`).toEqual([
        { bearerAuth: [] },
      ]);
    }
    for (const [method, path] of publicRoutes) {
      expect(doc.paths[path]?.[method]?.security, `${method} ${path}`).toBeUndefined();
    }
  });

  it('has an interactive viewer at /docs', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/docs' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).toContain('swagger-ui');
  });

  it('lets no page of the viewer be framed or given a <base>', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/docs' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(response.headers['x-frame-options']).toBe('DENY');
  });
});

describe('the logs', () => {
  it('never contain a password, a token or a secret, and every line is JSON with a reqId', async () => {
    const lines: string[] = [];
    const logged = await createTestApp({ logStream: { write: (line) => lines.push(line) } });
    try {
      const { app } = logged;
      const signUpPassword = 'sign-up password 8451';
      const loginPassword = 'login password 1177';
      const newPassword = 'changed password 9034';
      const wrongPassword = 'wrong password 6620';
      const badToken = 'not.a-real-token-5512';

      const signUp = await call<Profile>(app, 'POST', `${AUTH}/register/composer`, {
        body: {
          email: 'logged.composer@test.example',
          password: signUpPassword,
          firstName: 'Lena',
          lastName: 'Logged',
        },
      });
      expect(signUp.statusCode).toBe(200);

      const user = await createAccount(app, 'Client', { password: loginPassword });
      const first = await logIn(app, user.email, loginPassword);
      const refreshed = await call<Tokens>(app, 'POST', `${AUTH}/refresh-token`, {
        body: { refreshToken: first.refreshToken },
      });
      expect(refreshed.statusCode).toBe(200);
      const changed = await call<Tokens>(app, 'PUT', `${AUTH}/change-password`, {
        token: refreshed.body.data.accessToken,
        body: { currentPassword: loginPassword, newPassword },
      });
      expect(changed.statusCode).toBe(200);
      const failed = await call(app, 'POST', `${AUTH}/login`, {
        body: { email: user.email, password: wrongPassword },
      });
      expect(failed.statusCode).toBe(401);
      const badTokenCall = await call(app, 'GET', `${AUTH}/profile`, { token: badToken });
      expect(badTokenCall.statusCode).toBe(401);
      const refreshedAgain = await call<Tokens>(app, 'POST', `${AUTH}/refresh-token`, {
        body: { refreshToken: first.refreshToken },
      });
      expect(refreshedAgain.statusCode).toBe(401);
      const admin = await loginAs(app, 'Admin');
      expect(
        (await call(app, 'GET', `${AUTH}/profile?token=abc123secret`, { token: admin.accessToken }))
          .statusCode,
      ).toBe(200);
      expect(
        (await call(app, 'GET', '/health?token=abc123secret&sig=abc123secret')).statusCode,
      ).toBe(200);
      expect((await call(app, 'GET', '/no/such/page?code=abc123secret')).statusCode).toBe(404);
      expect(
        (await call(app, 'POST', `${AUTH}/logout`, { body: { refreshToken: newPassword } }))
          .statusCode,
      ).toBe(200);

      const text = lines.join('');
      const secrets = [
        signUpPassword,
        loginPassword,
        newPassword,
        wrongPassword,
        TEST_PASSWORD,
        badToken,
        first.accessToken,
        first.refreshToken,
        refreshed.body.data.accessToken,
        refreshed.body.data.refreshToken,
        changed.body.data.accessToken,
        changed.body.data.refreshToken,
        admin.accessToken,
        admin.refreshToken,
        logged.config.jwtSecret!,
        'abc123secret',
      ];
      for (const secret of secrets) expect(text).not.toContain(secret);
      // Token pieces would be as bad as whole tokens.
      for (const token of [first.accessToken, changed.body.data.accessToken]) {
        expect(text).not.toContain(token.split('.')[2]!);
      }

      const entries = text
        .split('\n')
        .filter((line) => line.trim() !== '')
        .map((line) => JSON.parse(line) as Record<string, unknown>);
      const requestEntries = entries.filter((entry) => entry.req || entry.res);
      // One line per request, when it completes, carrying the request and its answer.
      expect(requestEntries.length).toBe(12);
      for (const entry of requestEntries) {
        expect(entry.reqId).toMatch(UUID);
        expect(entry).toMatchObject({
          req: { method: expect.any(String) },
          res: { statusCode: expect.any(Number) },
        });
        expect(entry.responseTime).toEqual(expect.any(Number));
      }
      expect(new Set(requestEntries.map((entry) => entry.reqId)).size).toBe(12);
      const urls = entries.flatMap((entry) => {
        const req = entry.req as { url?: string } | undefined;
        return req?.url ? [req.url] : [];
      });
      expect(urls).toContain('/health?token=[redacted]&sig=[redacted]');
      expect(urls).toContain(`${AUTH}/profile?token=[redacted]`);
    } finally {
      await logged.close();
    }
  });
});

describe('a slow client', () => {
  it('does not hold a connection forever when the body never arrives', async () => {
    const slow = await createTestApp();
    try {
      await slow.app.listen({ port: 0, host: '127.0.0.1' });
      // The product allows two minutes; the same mechanism, shortened for the test.
      slow.app.server.setTimeout(300);
      const address = slow.app.server.address();
      if (!address || typeof address === 'string') throw new Error('no port');

      const socket = connect(address.port, '127.0.0.1');
      const received: Buffer[] = [];
      socket.on('data', (chunk: Buffer) => received.push(chunk));
      const started = Date.now();
      const closed = new Promise<number>((resolve) => {
        socket.on('close', () => resolve(Date.now() - started));
        socket.on('error', () => {});
      });
      socket.write(
        `POST ${AUTH}/login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n` +
          'Content-Length: 200\r\n\r\n{"email":',
      );
      const timeout = new Promise<number>((resolve) => setTimeout(() => resolve(-1), 10_000));
      const elapsed = await Promise.race([closed, timeout]);
      socket.destroy();
      expect(elapsed).toBeGreaterThanOrEqual(250);
      expect(elapsed).toBeLessThan(10_000);
      // Nothing was answered as if the half body were a login.
      expect(Buffer.concat(received).toString()).not.toMatch(/^HTTP\/1\.1 200/);
    } finally {
      await slow.close();
    }
  });
});
