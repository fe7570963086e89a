import path from 'node:path';
import { z } from 'zod';
import { BODY_PACE_LIMITS, type BodyPaceLimits } from './lib/body-pace';
import { trustProxySetting, type TrustProxy } from './lib/trust-proxy';

// Blank values are dropped before parsing (see loadConfig), so "optional" covers `X=` too.
const optionalText = z.string().trim().optional();

const booleanText = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => ['true', '1', 'yes'].includes(value));

/** Every setting of docs/contracts.md#configuration; all optional. */
const envSchema = z
  .object({
    // Only `production` changes anything: no demo data or API viewer unless asked for.
    NODE_ENV: optionalText,
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().trim().min(1).default('localhost'),
    DATA_DIR: z.string().trim().min(1).default('./data'),
    DATABASE_URL: z
      .url({ protocol: /^postgres(ql)?$/, error: 'must be a postgres:// URL' })
      .optional(),
    PUBLIC_URL: z.url().optional(),
    ADMIN_EMAIL: z.email().optional(),
    ADMIN_PASSWORD: z.string().min(8).max(128).optional(),
    DEMO_DATA: booleanText.optional(),
    JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
    SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
    MAIL_FROM: z.string().trim().min(3).default('Cuebrief <no-reply@cuebrief.local>'),
    STRIPE_SECRET_KEY: optionalText,
    STRIPE_WEBHOOK_SECRET: optionalText,
    // Published in every page: a secret or restricted key here would be given to anyone.
    STRIPE_PUBLISHABLE_KEY: z
      .string()
      .trim()
      .regex(/^pk_(test|live)_[A-Za-z0-9]+$/, {
        error: 'must be a publishable key (pk_test_… or pk_live_…), never a secret one',
      })
      .optional(),
    S3_ENDPOINT: z.url().optional(),
    S3_BUCKET: optionalText,
    S3_REGION: optionalText,
    S3_ACCESS_KEY_ID: optionalText,
    S3_SECRET_ACCESS_KEY: optionalText,
    STORAGE_QUOTA_COMPOSER_GB: z.coerce.number().positive().max(1_000_000).default(20),
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
      .default('info'),
    TRUST_PROXY: trustProxySetting.default(false),
    MUSIC_VIEW: booleanText.default(true),
    API_DOCS: booleanText.optional(),
    ANALYSIS_WORKERS: z.coerce.number().int().min(0).max(64).default(1),
    ANALYSIS_POLL_MS: z.coerce.number().int().min(100).max(3_600_000).default(5000),
    ADMIN_MFA: z.enum(['optional', 'required']).default('optional'),
    SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).max(3_600_000).default(25_000),
    METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
    OTEL_EXPORTER_OTLP_ENDPOINT: z.url().optional(),
  })
  .superRefine((env, ctx) => {
    if (Boolean(env.ADMIN_EMAIL) !== Boolean(env.ADMIN_PASSWORD)) {
      ctx.addIssue({
        code: 'custom',
        path: ['ADMIN_PASSWORD'],
        message: 'ADMIN_EMAIL and ADMIN_PASSWORD are set together',
      });
    }
    for (const problem of s3Problems(env)) ctx.addIssue({ code: 'custom', ...problem });
    // Production demo data has no demo admin (decision 018): its admin is the configured one.
    if (env.NODE_ENV === 'production' && env.DEMO_DATA && !env.ADMIN_EMAIL) {
      ctx.addIssue({
        code: 'custom',
        path: ['DEMO_DATA'],
        message: 'needs ADMIN_EMAIL and ADMIN_PASSWORD with NODE_ENV=production (no demo admin)',
      });
    }
    // Without the webhook secret no payment could ever be confirmed: money taken, nothing given.
    if (env.STRIPE_SECRET_KEY && !env.STRIPE_WEBHOOK_SECRET) {
      ctx.addIssue({
        code: 'custom',
        path: ['STRIPE_WEBHOOK_SECRET'],
        message: 'is needed with STRIPE_SECRET_KEY (the signing secret of the webhook endpoint)',
      });
    }
  });

type S3Env = {
  S3_ENDPOINT?: string;
  S3_BUCKET?: string;
  S3_REGION?: string;
  S3_ACCESS_KEY_ID?: string;
  S3_SECRET_ACCESS_KEY?: string;
};

/**
 * S3 storage needs a bucket; a region unless a custom endpoint is given (servers other than
 * AWS mostly ignore it); and both keys or neither (neither: the SDK's own chain, e.g. an
 * instance role). Any S3_* setting without a bucket is a half-done setup, not local storage.
 */
function s3Problems(env: S3Env): { path: string[]; message: string }[] {
  const problems: { path: string[]; message: string }[] = [];
  const anySet = Object.entries(env).some(([name, value]) => name.startsWith('S3_') && value);
  if (!anySet) return problems;
  if (!env.S3_BUCKET) {
    problems.push({ path: ['S3_BUCKET'], message: 'is needed when any S3_* setting is given' });
  }
  if (env.S3_BUCKET && !env.S3_REGION && !env.S3_ENDPOINT) {
    problems.push({ path: ['S3_REGION'], message: 'is needed for AWS S3 (no S3_ENDPOINT given)' });
  }
  if (Boolean(env.S3_ACCESS_KEY_ID) !== Boolean(env.S3_SECRET_ACCESS_KEY)) {
    problems.push({
      path: [env.S3_ACCESS_KEY_ID ? 'S3_SECRET_ACCESS_KEY' : 'S3_ACCESS_KEY_ID'],
      message: 'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are set together',
    });
  }
  return problems;
}

/** Files in a bucket of S3 or an S3-compatible server instead of DATA_DIR. */
export type S3Config = {
  bucket: string;
  region: string;
  /** A server other than AWS (MinIO, Ceph, R2…), reached with path-style URLs. */
  endpoint: string | undefined;
  forcePathStyle: boolean;
  /** Absent: the AWS SDK's default chain (environment, instance or task role). */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
};

function s3ConfigOf(env: S3Env): S3Config | undefined {
  if (!env.S3_BUCKET) return undefined;
  return {
    bucket: env.S3_BUCKET,
    // Servers other than AWS accept any region name in the signature; us-east-1 is the usual one.
    region: env.S3_REGION ?? 'us-east-1',
    endpoint: env.S3_ENDPOINT,
    forcePathStyle: Boolean(env.S3_ENDPOINT),
    credentials:
      env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY }
        : undefined,
  };
}

/** Card payments: Stripe when a secret key is set, else the sandbox checkout (decision 013). */
export type StripeConfig = {
  secretKey: string | undefined;
  /** Stripe's signing secret; for the sandbox, when unset, one is derived from the JWT secret. */
  webhookSecret: string | undefined;
  /**
   * STRIPE_PUBLISHABLE_KEY, the provider's public key, given to the web app's pages (the spec
   * configures one). Hosted Checkout needs none today: it is there for card fields in the page.
   */
  publishableKey?: string;
  /** Where the Stripe API answers; tests put a server of their own there. */
  api?: { host: string; port: number; protocol: 'http' | 'https' };
};

export type Config = {
  /** NODE_ENV=production: demo data and the API viewer only when asked for (decision 018). */
  isProduction: boolean;
  port: number;
  host: string;
  dataDir: string;
  /** A PostgreSQL server; when absent the embedded database lives under dataDir. */
  databaseUrl: string | undefined;
  /** Where PGlite keeps its files: a folder, or `memory://` (tests). */
  embeddedDatabaseDir: string;
  /**
   * The address links are built on outside a request (mails of jobs), and always when
   * `isPublicUrlSet` (PUBLIC_URL); otherwise a request's links follow its own origin
   * (lib/public-url.ts).
   */
  publicUrl: string;
  isPublicUrlSet: boolean;
  admin: { email: string; password: string } | undefined;
  /**
   * Seed the demo data (unless its accounts exist). Off in production unless DEMO_DATA=true,
   * and then without the demo admin; a production start refuses any admin with the demo password.
   */
  demoData: boolean;
  jwtSecret: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  /** How often the mail worker looks for due messages; 0 turns the worker off (tests). */
  mailPollMs: number;
  /**
   * How often the requests worker runs (requests past their deadline stored as closed, digests
   * to the composers due one); 0 turns it off (tests).
   */
  requestsPollMs: number;
  /** How slowly a request's body may arrive (lib/body-pace.ts); tests make the figures small. */
  bodyPace: BodyPaceLimits;
  logLevel: string;
  /** Whom to believe about a client's address (X-Forwarded-For): nobody, n hops, these proxies. */
  trustProxy: TrustProxy;
  /** Where uploaded files go: this bucket when set, otherwise `<dataDir>/files`. */
  s3: S3Config | undefined;
  /** How much a composer's takes may store in bytes (STORAGE_QUOTA_COMPOSER_GB, decision 016). */
  composerStorageQuotaBytes: number;
  /** How often to try the daily orphan-file sweep (it runs once a day); 0 turns it off (tests). */
  orphanSweepPollMs: number;
  stripe: StripeConfig;
  /**
   * MUSIC_VIEW (docs/contracts.md#music-view): the web app shows Cuebrief Music, All Submissions
   * and Settings. Given to the served index.html, so one build serves either.
   */
  isMusicViewEnabled: boolean;
  /** The OpenAPI document and its viewer at /docs: on in development, API_DOCS in production. */
  isApiDocsEnabled: boolean;
  /**
   * Worker threads that measure stored audio on this instance (ANALYSIS_WORKERS); 0: it leaves
   * the analysis to other instances or `npm run analyse` (tests).
   */
  analysisWorkers: number;
  /** How often an idle analysis thread looks for jobs another instance wrote (ANALYSIS_POLL_MS). */
  analysisPollMs: number;
  /** ADMIN_MFA: whether an admin must set up a second factor before anything else. */
  adminSecondFactor: 'optional' | 'required';
  /** How long a stopping instance lets requests in flight finish (SHUTDOWN_GRACE_MS). */
  shutdownGraceMs: number;
  /** The bearer token GET /metrics answers to; without it there is no /metrics. */
  metricsToken: string | undefined;
  /** Where OpenTelemetry traces go (OTLP over HTTP); without it nothing is traced. */
  otlpEndpoint: string | undefined;
};

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  }
}

/** Reads the environment; throws a ConfigError naming every wrong setting at once. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // `PORT=` in a compose file or .env means "not set", not "port 0" or an invalid value.
  const given = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value.trim() !== ''),
  );
  const parsed = envSchema.safeParse(given);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => `${issue.path.join('.') || 'env'}: ${issue.message}`),
    );
  }
  const e = parsed.data;
  const dataDir = path.resolve(e.DATA_DIR);
  const isProduction = e.NODE_ENV === 'production';
  return {
    isProduction,
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    embeddedDatabaseDir: path.join(dataDir, 'pgdata'),
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    isPublicUrlSet: e.PUBLIC_URL !== undefined,
    admin:
      e.ADMIN_EMAIL && e.ADMIN_PASSWORD
        ? { email: e.ADMIN_EMAIL.toLowerCase(), password: e.ADMIN_PASSWORD }
        : undefined,
    demoData: e.DEMO_DATA ?? (!e.DATABASE_URL && !isProduction),
    jwtSecret: e.JWT_SECRET,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    mailPollMs: 5000,
    requestsPollMs: 60_000,
    bodyPace: BODY_PACE_LIMITS,
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    s3: s3ConfigOf(e),
    composerStorageQuotaBytes: Math.round(e.STORAGE_QUOTA_COMPOSER_GB * 1024 ** 3),
    orphanSweepPollMs: 60 * 60 * 1000,
    stripe: {
      secretKey: e.STRIPE_SECRET_KEY,
      webhookSecret: e.STRIPE_WEBHOOK_SECRET,
      publishableKey: e.STRIPE_PUBLISHABLE_KEY,
    },
    isMusicViewEnabled: e.MUSIC_VIEW,
    isApiDocsEnabled: e.API_DOCS ?? !isProduction,
    analysisWorkers: e.ANALYSIS_WORKERS,
    analysisPollMs: e.ANALYSIS_POLL_MS,
    adminSecondFactor: e.ADMIN_MFA,
    shutdownGraceMs: e.SHUTDOWN_GRACE_MS,
    metricsToken: e.METRICS_TOKEN,
    otlpEndpoint: e.OTEL_EXPORTER_OTLP_ENDPOINT,
  };
}
