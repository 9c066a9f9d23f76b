import path from 'node:path';
import { z } from 'zod';
import { type ExternalOidc, externalOidc, isSecureOrLoopback, LOOPBACK_ONLY } from './oidc-settings.ts';

const repoRoot = path.resolve(import.meta.dirname, '../../..');

const booleanString = z.enum(['true', 'false']).transform((value) => value === 'true');

const perMinute = (fallback: number) =>
  z.coerce
    .number()
    .int()
    .min(0)
    .max(1_000_000)
    .default(fallback)
    .describe('requests per minute, 0 to 1000000 (0: no limit)');

/**
 * Every environment variable the server reads, with its default. The README's configuration table mirrors this
 * list; the description doubles as the "what it accepts" half of a start-up error.
 */
const envSchema = z.object({
  PORT: z.coerce.number().int().min(1).max(65535).default(3000).describe('a TCP port number (1-65535)'),
  HOST: z.string().min(1).default('0.0.0.0').describe('an interface address to listen on'),
  PUBLIC_URL: z
    .url({ protocol: /^https?$/ })
    .optional()
    .describe('an absolute http(s) URL'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional()
    .describe('a postgres:// connection URL'),
  PGLITE_DIR: z.string().min(1).default(path.join(repoRoot, 'data/pglite')).describe('a directory path'),
  // The embedded database's buffer pool: small by default, since what it touches stays resident; a large
  // catalogue wants its listings and their indexes in it (docs/operations.md "Embedded database size").
  PGLITE_SHARED_BUFFERS_MB: z.coerce
    .number()
    .int()
    .min(1)
    .max(1024)
    .default(16)
    .describe('megabytes (1-1024) of buffer pool for the embedded database'),
  WEB_DIST: z.string().min(1).default(path.join(repoRoot, 'apps/web/dist')).describe('a directory path'),
  LOG_LEVEL: z
    .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
    .default('info')
    .describe('one of fatal, error, warn, info, debug, trace, silent'),
  LOG_FORMAT: z
    .enum(['pretty', 'json'])
    .optional()
    .describe('pretty or json (unset: pretty on a terminal, json otherwise)'),
  DEFAULT_LOCALE: z.enum(['jp', 'en']).default('jp').describe('jp or en'),
  PRODUCT_KEY: z
    .string()
    .regex(/^[a-z][a-z0-9-]*$/, 'lower-case letters, digits and dashes')
    .default('tourtariff')
    .describe('lower-case letters, digits and dashes'),
  PRODUCT_NAME: z.string().min(1).max(60).default('TourTariff').describe('a display name of 1-60 characters'),
  SEED_DEMO: booleanString.default(true).describe('true or false'),
  OIDC_ISSUER: z
    .url({ protocol: /^https?$/ })
    .optional()
    .describe('the issuer URL of an OpenID provider'),
  OIDC_CLIENT_ID: z.string().min(1).optional().describe('the client id registered at the provider'),
  OIDC_CLIENT_SECRET: z.string().min(1).optional().describe('the client secret registered at the provider'),
  OIDC_AUDIENCE: z.string().min(1).optional().describe('the audience expected in bearer access tokens'),
  OIDC_ACCESS_CLAIM: z
    .string()
    .regex(/^[\w-]+(\.[\w-]+)*$/, 'a dot path of claim names')
    .optional()
    .describe('a dot path such as resource_access.tourtariff.roles'),
  OIDC_CLIENT_AUTH_METHOD: z
    .enum(['client_secret_basic', 'client_secret_post', 'private_key_jwt'])
    .optional()
    .describe('client_secret_basic (default), client_secret_post or private_key_jwt'),
  OIDC_CLIENT_PRIVATE_KEY: z
    .string()
    .min(1)
    .optional()
    .describe('a PEM private key, a private JWK, or the path of a file holding either'),
  OIDC_TRUST_EMAIL: booleanString.optional().describe('true or false'),
  STORAGE_DIR: z.string().min(1).optional().describe('a directory path (unset: blobs live in the database)'),
  STORAGE_URL: z
    .string()
    .regex(
      /^s3:\/\/[a-z0-9][a-z0-9.-]{1,61}[a-z0-9](\/[\w.-]+)*\/?$/,
      'an s3:// URL naming a bucket and optionally a key prefix',
    )
    .optional()
    .describe('s3://bucket or s3://bucket/prefix'),
  STORAGE_S3_ENDPOINT: z
    .url({ protocol: /^https?$/ })
    .optional()
    .describe('the http(s) URL of an S3-compatible service (unset: AWS S3 of the region)'),
  STORAGE_S3_REGION: z.string().min(1).default('us-east-1').describe('a region name such as ap-northeast-1'),
  STORAGE_S3_ACCESS_KEY_ID: z.string().min(1).optional().describe('an access key id'),
  STORAGE_S3_SECRET_ACCESS_KEY: z.string().min(1).optional().describe('the secret of that access key'),
  STORAGE_S3_FORCE_PATH_STYLE: booleanString
    .default(false)
    .describe(
      'true or false: true addresses the bucket as <endpoint>/<bucket> (MinIO, most self-hosted services)',
    ),
  CREDENTIAL_STATUS_TTL: z.coerce
    .number()
    .int()
    .min(0)
    .max(86_400)
    .default(300)
    .describe('seconds (0-86400) a token status list and the verified badges derived from it may be cached'),
  READ_CACHE_TTL_MS: z.coerce
    .number()
    .int()
    .min(0)
    .max(60_000)
    .default(5_000)
    .describe('milliseconds (0-60000) a hot read is kept in process; 0 turns the read cache off'),
  WEBHOOK_ALLOW_PRIVATE: booleanString
    .default(false)
    .describe(
      'true or false: true lets OCTO webhooks use http and loopback, private or link-local addresses',
    ),
  STORAGE_MAX_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .max(1024 * 1024 * 1024)
    .default(10 * 1024 * 1024)
    .describe('a size in bytes between 1024 and 1073741824'),
  RATE_LIMIT_READ: perMinute(600),
  RATE_LIMIT_WRITE: perMinute(120),
  RATE_LIMIT_UPLOAD: perMinute(30),
  RATE_LIMIT_IP: perMinute(1200),
  CORE_URL: z
    .url({ protocol: /^https?$/ })
    .optional()
    .describe('the absolute URL of a separately running core service'),
  TRUST_PROXY: z
    .string()
    .regex(/^(true|false|\d+|[\d.:a-fA-F/,\s]+)$/, 'true, false, a hop count or a list of proxy addresses')
    .default('false')
    .describe('true, false, a hop count, or comma-separated proxy addresses/CIDRs'),
  SMTP_URL: z
    .url({ protocol: /^smtps?$/ })
    .optional()
    .describe('an smtp:// or smtps:// URL, e.g. smtp://user:pass@mail.example.jp:587'),
  MAIL_FROM: z
    .string()
    .min(3)
    .max(200)
    .optional()
    .describe('a sender address, e.g. "TourTariff <no-reply@example.jp>"'),
  MAIL_DIR: z.string().min(1).default(path.join(repoRoot, 'data/mail')).describe('a directory path'),
  METRICS_TOKEN: z
    .string()
    .min(16, 'at least 16 characters')
    .optional()
    .describe('a secret of at least 16 characters that unlocks /metrics from any address'),
  ADMIN_EMAILS: z
    .string()
    .optional()
    .describe('a comma-separated list of e-mail addresses')
    .transform((value) =>
      (value ?? '')
        .split(',')
        .map((email) => email.trim().toLowerCase())
        .filter(Boolean),
    ),
});

/** The name of every setting the server reads (the README's table lists exactly these). */
export const settingNames = Object.keys(envSchema.shape) as (keyof typeof envSchema.shape)[];

export type Config = {
  port: number;
  host: string;
  publicUrl: string;
  database: DatabaseConfig;
  webDist: string;
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  /** Unset: readable lines when stdout is a terminal, JSON lines otherwise (log.ts). */
  logFormat: 'pretty' | 'json' | undefined;
  defaultLocale: 'jp' | 'en';
  productKey: string;
  productName: string;
  seedDemo: boolean;
  /** How long db/read-cache.ts keeps an answer; 0: not at all (docs/decisions/0002-read-cache.md). */
  readCacheTtlMs: number;
  /** OCTO webhooks may reach http URLs and loopback, private or link-local addresses (tests, on-premises). */
  webhookAllowPrivate: boolean;
  /** Absent: the embedded provider at `${publicUrl}/oidc` is used (docs/product-decisions.md §4). */
  oidc: ExternalOidc | undefined;
  /** Dot path of the claim that carries access entries, in id and access tokens. */
  accessClaim: string | undefined;
  adminEmails: string[];
  /** Outgoing mail: SMTP when `smtpUrl` is set, otherwise .eml files under `dir` (see mail/mailer.ts). */
  mail: { smtpUrl: string | undefined; from: string; dir: string };
  /**
   * Where stored bytes live: the bucket when `s3` is set, else `dir`, else the database (docs/operations.md
   * "Object storage"); `dir` beside `s3` is read only by `npm run storage:migrate`.
   */
  storage: { dir: string | undefined; maxBytes: number; s3?: S3Settings | undefined };
  /** Verifiable credentials: how long a status list (and a badge derived from it) may be cached. */
  credentials: { statusTtlSeconds: number };
  /** Base URL of the core API as the browser reaches it: `${publicUrl}/core` unless CORE_URL moves it. */
  coreUrl: string;
  /** Fastify's trustProxy: which X-Forwarded-* headers to believe (client IP for throttling, protocol). */
  trustProxy: boolean | string | ((address: string, hop: number) => boolean);
  /**
   * Requests per minute (fixed window, counted in the database) per session or API client by kind, and per
   * client IP over everything; 0 turns one off. Health checks, the SPA's files and the provider's pages are not
   * counted (the provider's sign-in has a throttle of its own).
   */
  rateLimit: { readPerMinute: number; writePerMinute: number; uploadPerMinute: number; ipPerMinute: number };
  /** Unset: `/metrics` answers only direct loopback requests (docs/operations.md "Metrics"). */
  metricsToken: string | undefined;
};

/** An S3-compatible bucket (STORAGE_URL and the STORAGE_S3_* settings); no credentials: the SDK's own chain. */
export type S3Settings = {
  bucket: string;
  /** Key prefix without slashes at either end; '' for the bucket's root. */
  prefix: string;
  endpoint: string | undefined;
  region: string;
  accessKeyId: string | undefined;
  secretAccessKey: string | undefined;
  forcePathStyle: boolean;
};

export type DatabaseConfig =
  | { kind: 'postgres'; url: string }
  | { kind: 'pglite'; dataDir?: string; sharedBuffersMb?: number };

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** One start-up error naming a setting, in the shape of the schema's own messages. */
const invalid = (line: string) => new ConfigError(`Invalid configuration:\n  ${line}`);

/** Reads the environment once; a wrong value throws a ConfigError naming the variable and what it accepts. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // An empty variable means "not set": shells and .env files often export NAME= to clear a value.
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => {
      const name = String(issue.path[0]);
      const accepts = envSchema.shape[name as keyof typeof envSchema.shape]?.description;
      return `  ${name}=${JSON.stringify(env[name])}: ${issue.message}${accepts ? ` (accepts ${accepts})` : ''}`;
    });
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  // Over plain http on a network, passwords, authorization codes and session cookies would travel in clear
  // (docs/identity.md, "Plain http"). A TLS-terminating proxy is fine: PUBLIC_URL is then its https address.
  if (e.PUBLIC_URL && !isSecureOrLoopback(e.PUBLIC_URL)) {
    throw invalid(`PUBLIC_URL=${JSON.stringify(e.PUBLIC_URL)}: must be https; ${LOOPBACK_ONLY}`);
  }
  let oidc: ExternalOidc | undefined;
  try {
    oidc = externalOidc(e);
  } catch (error) {
    throw invalid((error as Error).message);
  }
  return {
    port: e.PORT,
    host: e.HOST,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    database: e.DATABASE_URL
      ? { kind: 'postgres', url: e.DATABASE_URL }
      : { kind: 'pglite', dataDir: path.resolve(e.PGLITE_DIR), sharedBuffersMb: e.PGLITE_SHARED_BUFFERS_MB },
    webDist: path.resolve(e.WEB_DIST),
    logLevel: e.LOG_LEVEL,
    logFormat: e.LOG_FORMAT,
    defaultLocale: e.DEFAULT_LOCALE,
    productKey: e.PRODUCT_KEY,
    productName: e.PRODUCT_NAME,
    seedDemo: e.SEED_DEMO,
    oidc,
    accessClaim: e.OIDC_ACCESS_CLAIM,
    adminEmails: e.ADMIN_EMAILS,
    mail: {
      smtpUrl: e.SMTP_URL,
      from:
        e.MAIL_FROM ?? `${e.PRODUCT_NAME} <no-reply@${new URL(e.PUBLIC_URL ?? 'http://localhost').hostname}>`,
      dir: path.resolve(e.MAIL_DIR),
    },
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    credentials: { statusTtlSeconds: e.CREDENTIAL_STATUS_TTL },
    readCacheTtlMs: e.READ_CACHE_TTL_MS,
    webhookAllowPrivate: e.WEBHOOK_ALLOW_PRIVATE,
    storage: {
      dir: e.STORAGE_DIR ? path.resolve(e.STORAGE_DIR) : undefined,
      maxBytes: e.STORAGE_MAX_BYTES,
      s3: s3Settings(e),
    },
    coreUrl: (
      e.CORE_URL ?? `${(e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, '')}/core`
    ).replace(/\/+$/, ''),
    rateLimit: {
      readPerMinute: e.RATE_LIMIT_READ,
      writePerMinute: e.RATE_LIMIT_WRITE,
      uploadPerMinute: e.RATE_LIMIT_UPLOAD,
      ipPerMinute: e.RATE_LIMIT_IP,
    },
    metricsToken: e.METRICS_TOKEN,
  };
}

function s3Settings(e: z.infer<typeof envSchema>): S3Settings | undefined {
  if (!e.STORAGE_URL) return undefined;
  if (!e.STORAGE_S3_ACCESS_KEY_ID !== !e.STORAGE_S3_SECRET_ACCESS_KEY)
    throw invalid('STORAGE_S3_ACCESS_KEY_ID and STORAGE_S3_SECRET_ACCESS_KEY: set both or neither');
  const [bucket = '', ...prefix] = e.STORAGE_URL.slice('s3://'.length).split('/');
  return {
    bucket,
    prefix: prefix.filter(Boolean).join('/'),
    endpoint: e.STORAGE_S3_ENDPOINT,
    region: e.STORAGE_S3_REGION,
    accessKeyId: e.STORAGE_S3_ACCESS_KEY_ID,
    secretAccessKey: e.STORAGE_S3_SECRET_ACCESS_KEY,
    forcePathStyle: e.STORAGE_S3_FORCE_PATH_STYLE,
  };
}

function parseTrustProxy(value: string): Config['trustProxy'] {
  if (value === 'true' || value === 'false') return value === 'true';
  if (!/^\d+$/.test(value)) return value;
  const hops = Number(value);
  return (_address, hop) => hop < hops;
}

/** Configuration for tests and embedding: defaults, an in-memory PGlite and the given overrides. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  return { ...loadConfig({}), database: { kind: 'pglite' }, logLevel: 'silent', ...overrides };
}
