import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

/** The problems a ConfigError names, or a failure if loading did not throw one. */
function problemsOf(env: NodeJS.ProcessEnv): string[] {
  try {
    loadConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as ConfigError).problems;
  }
  throw new Error('expected a ConfigError');
}

const POSTGRES = 'postgres://app:pw@db.internal:5432/cuebrief';

describe('loadConfig', () => {
  it('runs with nothing set: port 3000, ./data, the embedded database and demo data', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: 'localhost',
      dataDir: path.resolve('./data'),
      embeddedDatabaseDir: path.join(path.resolve('./data'), 'pgdata'),
      databaseUrl: undefined,
      publicUrl: 'http://localhost:3000',
      isPublicUrlSet: false,
      admin: undefined,
      demoData: true,
      jwtSecret: undefined,
      smtpUrl: undefined,
      mailFrom: 'Cuebrief <no-reply@cuebrief.local>',
      logLevel: 'info',
      trustProxy: false,
      isMusicViewEnabled: true,
    });
    expect(path.isAbsolute(config.dataDir)).toBe(true);
    expect(config.mailPollMs).toBeGreaterThan(0);
    expect(config.requestsPollMs).toBe(60_000);
  });

  it('turns demo data off by default with DATABASE_URL, and lets DEMO_DATA decide', () => {
    expect(loadConfig({ DATABASE_URL: POSTGRES })).toMatchObject({
      databaseUrl: POSTGRES,
      demoData: false,
    });
    expect(loadConfig({ DATABASE_URL: POSTGRES, DEMO_DATA: 'true' }).demoData).toBe(true);
    expect(loadConfig({ DEMO_DATA: 'false' }).demoData).toBe(false);
    expect(loadConfig({ DEMO_DATA: '0' }).demoData).toBe(false);
    expect(loadConfig({ DATABASE_URL: 'postgresql://localhost/x' }).databaseUrl).toBe(
      'postgresql://localhost/x',
    );
  });

  it('keeps demo data and the API viewer in development; production has neither unless asked', () => {
    for (const env of [{}, { NODE_ENV: 'development' }]) {
      expect(loadConfig(env)).toMatchObject({
        isProduction: false,
        demoData: true,
        isApiDocsEnabled: true,
      });
    }
    expect(loadConfig({ NODE_ENV: 'production' })).toMatchObject({
      isProduction: true,
      demoData: false,
      isApiDocsEnabled: false,
    });
    expect(loadConfig({ NODE_ENV: 'production', DATABASE_URL: POSTGRES }).demoData).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', API_DOCS: 'true' }).isApiDocsEnabled).toBe(true);
    expect(loadConfig({ API_DOCS: 'false' }).isApiDocsEnabled).toBe(false);
    const admin = { ADMIN_EMAIL: 'boss@cuebrief.example', ADMIN_PASSWORD: 'a long admin password' };
    expect(loadConfig({ NODE_ENV: 'production', DEMO_DATA: 'true', ...admin }).demoData).toBe(true);
  });

  it('wants the configured admin for demo data in production, which seeds no demo admin', () => {
    expect(problemsOf({ NODE_ENV: 'production', DEMO_DATA: 'true' })).toEqual([
      'DEMO_DATA: needs ADMIN_EMAIL and ADMIN_PASSWORD with NODE_ENV=production (no demo admin)',
    ]);
    expect(loadConfig({ NODE_ENV: 'production', DEMO_DATA: 'false' }).demoData).toBe(false);
  });

  it('reads TRUST_PROXY as a hop count or the addresses of the proxies, never as everyone', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    for (const off of ['false', 'no', '0'])
      expect(loadConfig({ TRUST_PROXY: off }).trustProxy).toBe(false);
    // `1` used to read as `true` (every hop); it is one hop now.
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '3' }).trustProxy).toBe(3);
    expect(
      loadConfig({ TRUST_PROXY: '10.0.0.7, 10.1.0.0/16,fd00::/8, ::1 ,loopback' }).trustProxy,
    ).toEqual(['10.0.0.7', '10.1.0.0/16', 'fd00::/8', '::1', 'loopback']);

    for (const everyone of ['true', 'yes', 'TRUE']) {
      expect(problemsOf({ TRUST_PROXY: everyone })).toEqual([
        'TRUST_PROXY: true would trust every hop, so any client could forge its address; set ' +
          'the number of proxies in front of the app (e.g. 1) or their addresses (e.g. 10.0.0.0/8)',
      ]);
    }
    expect(problemsOf({ TRUST_PROXY: '10.0.0.1,proxy.internal,10.0.0.0/33,10.0.0.0/8/1' })).toEqual(
      [
        'TRUST_PROXY: must be false, a hop count or a comma-separated list of proxy addresses or ' +
          'ranges (not an address: proxy.internal, 10.0.0.0/33, 10.0.0.0/8/1)',
      ],
    );
    expect(problemsOf({ TRUST_PROXY: ',' })).toEqual([
      expect.stringMatching(/^TRUST_PROXY: must be false, a hop count/),
    ]);
  });

  it('reads every setting it is given', () => {
    const config = loadConfig({
      PORT: '8080',
      HOST: '0.0.0.0',
      DATA_DIR: '/var/lib/cuebrief',
      PUBLIC_URL: 'https://cuebrief.example/',
      ADMIN_EMAIL: 'Boss@Cuebrief.Example',
      ADMIN_PASSWORD: 'a long admin password',
      JWT_SECRET: 'x'.repeat(32),
      SMTP_URL: 'smtps://user:pw@mail.example:465',
      MAIL_FROM: 'Team <team@cuebrief.example>',
      LOG_LEVEL: 'warn',
      TRUST_PROXY: '2',
      MUSIC_VIEW: 'false',
    });
    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      dataDir: '/var/lib/cuebrief',
      embeddedDatabaseDir: '/var/lib/cuebrief/pgdata',
      publicUrl: 'https://cuebrief.example',
      isPublicUrlSet: true,
      admin: { email: 'boss@cuebrief.example', password: 'a long admin password' },
      jwtSecret: 'x'.repeat(32),
      smtpUrl: 'smtps://user:pw@mail.example:465',
      mailFrom: 'Team <team@cuebrief.example>',
      logLevel: 'warn',
      trustProxy: 2,
      isMusicViewEnabled: false,
    });
    expect(loadConfig({ PORT: '4000' }).publicUrl).toBe('http://localhost:4000');
  });

  it('names every wrong setting at once', () => {
    const problems = problemsOf({
      PORT: 'abc',
      DATABASE_URL: 'mysql://x',
      SMTP_URL: 'http://mail.example',
      JWT_SECRET: 'short',
      LOG_LEVEL: 'loud',
      DEMO_DATA: 'maybe',
    });
    expect(problems).toHaveLength(6);
    for (const name of [
      'PORT',
      'DATABASE_URL',
      'SMTP_URL',
      'JWT_SECRET',
      'LOG_LEVEL',
      'DEMO_DATA',
    ]) {
      expect(problems.filter((p) => p.startsWith(`${name}: `))).toHaveLength(1);
    }
    expect(problems).toContain('DATABASE_URL: must be a postgres:// URL');
    expect(problems).toContain('JWT_SECRET: must be at least 32 characters');

    const error = (() => {
      try {
        loadConfig({ PORT: 'abc', DATABASE_URL: 'mysql://x' });
      } catch (caught) {
        return caught as ConfigError;
      }
    })();
    expect(error).toBeInstanceOf(ConfigError);
    expect(error!.problems).toHaveLength(2);
    expect(error!.message).toMatch(
      /^Invalid configuration:\n {2}- PORT: .+\n {2}- DATABASE_URL: .+$/,
    );
  });

  it('refuses ports out of range and addresses that are not addresses', () => {
    expect(problemsOf({ PORT: '70000' })).toEqual([expect.stringMatching(/^PORT: /)]);
    expect(problemsOf({ PORT: '-1' })).toEqual([expect.stringMatching(/^PORT: /)]);
    expect(problemsOf({ PORT: '80.5' })).toEqual([expect.stringMatching(/^PORT: /)]);
    expect(problemsOf({ PUBLIC_URL: 'not a url' })).toEqual([
      expect.stringMatching(/^PUBLIC_URL: /),
    ]);
    expect(
      problemsOf({ ADMIN_EMAIL: 'not-an-email', ADMIN_PASSWORD: 'a long admin password' }),
    ).toEqual([expect.stringMatching(/^ADMIN_EMAIL: /)]);
  });

  it('wants ADMIN_EMAIL and ADMIN_PASSWORD together', () => {
    expect(problemsOf({ ADMIN_EMAIL: 'boss@cuebrief.example' })).toEqual([
      'ADMIN_PASSWORD: ADMIN_EMAIL and ADMIN_PASSWORD are set together',
    ]);
    expect(problemsOf({ ADMIN_PASSWORD: 'a long admin password' })).toEqual([
      'ADMIN_PASSWORD: ADMIN_EMAIL and ADMIN_PASSWORD are set together',
    ]);
    expect(
      problemsOf({ ADMIN_EMAIL: 'boss@cuebrief.example', ADMIN_PASSWORD: 'short' }),
    ).toContainEqual(expect.stringMatching(/^ADMIN_PASSWORD: /));
  });

  it("reads a composer's storage quota in GB, 20 unless set; only a positive number", () => {
    expect(loadConfig({}).composerStorageQuotaBytes).toBe(20 * 1024 ** 3);
    const half = loadConfig({ STORAGE_QUOTA_COMPOSER_GB: '0.5' });
    expect(half.composerStorageQuotaBytes).toBe(512 * 1024 ** 2);
    for (const value of ['0', '-1', 'lots']) {
      expect(problemsOf({ STORAGE_QUOTA_COMPOSER_GB: value }), value).toEqual([
        expect.stringMatching(/^STORAGE_QUOTA_COMPOSER_GB: /),
      ]);
    }
  });

  it('analyses audio on one worker thread, polling every 5 s, unless set; 0 threads is none', () => {
    expect(loadConfig({})).toMatchObject({ analysisWorkers: 1, analysisPollMs: 5000 });
    expect(loadConfig({ ANALYSIS_WORKERS: '0', ANALYSIS_POLL_MS: '250' })).toMatchObject({
      analysisWorkers: 0,
      analysisPollMs: 250,
    });
    expect(loadConfig({ ANALYSIS_WORKERS: '4' }).analysisWorkers).toBe(4);
    for (const [name, value] of [
      ['ANALYSIS_WORKERS', '-1'],
      ['ANALYSIS_WORKERS', '1.5'],
      ['ANALYSIS_WORKERS', 'many'],
      ['ANALYSIS_POLL_MS', '0'],
      ['ANALYSIS_POLL_MS', 'often'],
    ] as const) {
      expect(problemsOf({ [name]: value }), `${name}=${value}`).toEqual([
        expect.stringMatching(new RegExp(`^${name}: `)),
      ]);
    }
  });

  it('reads Stripe keys, and wants the webhook secret with the secret key', () => {
    expect(loadConfig({}).stripe).toEqual({ secretKey: undefined, webhookSecret: undefined });
    expect(
      loadConfig({ STRIPE_SECRET_KEY: 'sk_live_x', STRIPE_WEBHOOK_SECRET: 'whsec_x' }).stripe,
    ).toEqual({ secretKey: 'sk_live_x', webhookSecret: 'whsec_x' });
    // The sandbox may have its webhook secret set alone.
    expect(loadConfig({ STRIPE_WEBHOOK_SECRET: 'whsec_x' }).stripe.webhookSecret).toBe('whsec_x');
    expect(problemsOf({ STRIPE_SECRET_KEY: 'sk_live_x' })).toEqual([
      'STRIPE_WEBHOOK_SECRET: is needed with STRIPE_SECRET_KEY (the signing secret of the webhook endpoint)',
    ]);
  });

  it("reads Stripe's publishable key, optional, and refuses any key that is not one", () => {
    expect(loadConfig({}).stripe.publishableKey).toBeUndefined();
    for (const key of ['pk_test_51AbcXYZ09', 'pk_live_51AbcXYZ09']) {
      expect(loadConfig({ STRIPE_PUBLISHABLE_KEY: key }).stripe.publishableKey).toBe(key);
    }
    // It goes into every page: a secret or restricted key must stop the start, not be published.
    for (const key of ['sk_live_51Abc', 'rk_live_51Abc', 'whsec_abc', 'pk_live_"><script>', 'pk']) {
      expect(problemsOf({ STRIPE_PUBLISHABLE_KEY: key }), key).toEqual([
        'STRIPE_PUBLISHABLE_KEY: must be a publishable key (pk_test_… or pk_live_…), never a secret one',
      ]);
    }
  });

  it('counts empty and blank values as unset', () => {
    const empty = Object.fromEntries(
      [
        'PORT',
        'HOST',
        'DATA_DIR',
        'DATABASE_URL',
        'PUBLIC_URL',
        'ADMIN_EMAIL',
        'ADMIN_PASSWORD',
        'DEMO_DATA',
        'JWT_SECRET',
        'SMTP_URL',
        'MAIL_FROM',
        'STRIPE_SECRET_KEY',
        'STRIPE_WEBHOOK_SECRET',
        'STRIPE_PUBLISHABLE_KEY',
        'S3_ENDPOINT',
        'S3_BUCKET',
        'S3_REGION',
        'S3_ACCESS_KEY_ID',
        'S3_SECRET_ACCESS_KEY',
        'LOG_LEVEL',
        'TRUST_PROXY',
        'MUSIC_VIEW',
        'NODE_ENV',
        'API_DOCS',
        'ANALYSIS_WORKERS',
        'ANALYSIS_POLL_MS',
      ].map((name, index) => [name, index % 2 === 0 ? '' : '   ']),
    );
    expect(loadConfig(empty)).toEqual(loadConfig({}));
    expect(loadConfig({ PORT: '' }).port).toBe(3000);
    expect(loadConfig({ DATABASE_URL: '' })).toMatchObject({
      databaseUrl: undefined,
      demoData: true,
    });
    expect(loadConfig({ ADMIN_EMAIL: '', ADMIN_PASSWORD: '' }).admin).toBeUndefined();
    expect(loadConfig({ SMTP_URL: ' ', JWT_SECRET: '' })).toMatchObject({
      smtpUrl: undefined,
      jwtSecret: undefined,
    });
    // One half of the admin pair given, the other empty: still the pair rule.
    expect(problemsOf({ ADMIN_EMAIL: 'boss@cuebrief.example', ADMIN_PASSWORD: '' })).toEqual([
      'ADMIN_PASSWORD: ADMIN_EMAIL and ADMIN_PASSWORD are set together',
    ]);
  });

  it('ignores environment variables it does not know', () => {
    expect(loadConfig({ PATH: '/usr/bin', HOME: '/root', NODE_ENV: 'test' })).toEqual(
      loadConfig({}),
    );
  });
});

describe('loadConfig: S3 storage', () => {
  it('stores files locally when no S3 setting is given', () => {
    expect(loadConfig({}).s3).toBeUndefined();
  });

  it('reads AWS S3 with a region, and an S3-compatible server with path-style URLs', () => {
    expect(
      loadConfig({
        S3_BUCKET: 'cuebrief-files',
        S3_REGION: 'eu-west-1',
        S3_ACCESS_KEY_ID: 'AKIAEXAMPLE',
        S3_SECRET_ACCESS_KEY: 'secret',
      }).s3,
    ).toEqual({
      bucket: 'cuebrief-files',
      region: 'eu-west-1',
      endpoint: undefined,
      forcePathStyle: false,
      credentials: { accessKeyId: 'AKIAEXAMPLE', secretAccessKey: 'secret' },
    });
    expect(
      loadConfig({ S3_BUCKET: 'files', S3_ENDPOINT: 'http://minio.internal:9000' }).s3,
    ).toEqual({
      bucket: 'files',
      region: 'us-east-1',
      endpoint: 'http://minio.internal:9000',
      forcePathStyle: true,
      credentials: undefined,
    });
  });

  it('names what is missing from a half-done S3 setup', () => {
    expect(problemsOf({ S3_ENDPOINT: 'http://minio.internal:9000' })).toEqual([
      'S3_BUCKET: is needed when any S3_* setting is given',
    ]);
    expect(problemsOf({ S3_BUCKET: 'files' })).toEqual([
      'S3_REGION: is needed for AWS S3 (no S3_ENDPOINT given)',
    ]);
    expect(
      problemsOf({ S3_BUCKET: 'files', S3_REGION: 'eu-west-1', S3_ACCESS_KEY_ID: 'AKIAEXAMPLE' }),
    ).toEqual(['S3_SECRET_ACCESS_KEY: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are set together']);
  });
});
