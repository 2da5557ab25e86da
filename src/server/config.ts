import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { z } from 'zod';
// Config is read before the app is loaded: its bad values get the same human messages.
import '@shared/zod-messages';
import { CURRENCY_MESSAGE, isCurrencyCode } from '@shared/money';
import { appRoot } from './lib/app-paths';
import {
  defaultMailFrom,
  isSmtpUrl,
  MAIL_FROM_MESSAGE,
  parseMailFrom,
  SMTP_URL_MESSAGE,
} from './mail/mail-settings';
import { isPrivateHostName, privateAddressesOf } from './lib/private-address';
import { parseTrustProxy, type TrustProxy } from './lib/trust-proxy';

const packageJson = JSON.parse(readFileSync(path.join(appRoot, 'package.json'), 'utf8')) as {
  version: string;
};

const optionalText = z
  .string()
  .trim()
  .transform((value) => value || undefined)
  .optional();

/** confs.tech's conference data as raw files (the repository's `conferences/{year}/{topic}.json`). */
export const DEFAULT_DISCOVERY_SOURCE_URL =
  'https://raw.githubusercontent.com/tech-conferences/conference-data/main';

const TOPIC_NAME = /^[a-z0-9-]+$/;

/** More processes than this on one machine is a typo, not a plan (each opens up to 10 connections). */
const MAX_WEB_CONCURRENCY = 256;
const PASS_SECONDS = 'NOTIFICATION_PASS_SECONDS must be a whole number of seconds from 1 to 3600';

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('localhost'),
  PUBLIC_URL: optionalText.pipe(
    z.url({ message: 'PUBLIC_URL must be an absolute URL' }).optional(),
  ),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: optionalText,
  STORAGE: optionalText.pipe(
    z.enum(['disk', 'database'], { message: 'STORAGE must be disk or database' }).optional(),
  ),
  OIDC_ISSUER: optionalText.pipe(
    z.url({ message: 'OIDC_ISSUER must be an absolute URL' }).optional(),
  ),
  OIDC_CLIENT_ID: z.string().default('ospo-events'),
  OIDC_AUDIENCE: optionalText,
  OIDC_ROLES_CLAIM: z.string().default('realm_access.roles'),
  APP_ENV: z.string().optional(),
  FEEDBACK_EMAIL: z
    .email({ message: 'FEEDBACK_EMAIL must be an e-mail address' })
    .default('feedback@ospo-events.dev'),
  SOURCE_URL: z.url().default('https://github.com/ospo-events/ospo-events'),
  VENDOR_NAME: z.string().default('OSPO Events contributors'),
  BUILD_DATE: optionalText,
  SMTP_URL: optionalText.pipe(z.string().refine(isSmtpUrl, SMTP_URL_MESSAGE).optional()),
  MAIL_FROM: optionalText.pipe(
    z
      .string()
      .refine((value) => parseMailFrom(value) !== null, MAIL_FROM_MESSAGE)
      .optional(),
  ),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  LOGIN_RATE_LIMIT: z.coerce.number().int().positive().default(10),
  OIDC_ACCESS_TOKEN_TTL: z.coerce.number().int().min(60).max(86_400).default(300),
  WRITE_RATE_LIMIT: z.coerce.number().int().positive().default(600),
  NOTIFICATION_PASS_SECONDS: z.coerce
    .number({ message: PASS_SECONDS })
    .int({ message: PASS_SECONDS })
    .min(1, { message: PASS_SECONDS })
    .max(3600, { message: PASS_SECONDS })
    .default(60),
  WEB_CONCURRENCY: optionalText.transform((value, ctx) => {
    if (value === undefined) return undefined;
    const count = /^\d+$/.test(value) ? Number(value) : Number.NaN;
    if (count >= 1 && count <= MAX_WEB_CONCURRENCY) return count;
    ctx.addIssue({
      code: 'custom',
      message: `WEB_CONCURRENCY must be a whole number of processes from 1 to ${MAX_WEB_CONCURRENCY}`,
    });
    return z.NEVER;
  }),
  DEFAULT_CURRENCY: z
    .string()
    .trim()
    .toUpperCase()
    .default('USD')
    .refine(isCurrencyCode, CURRENCY_MESSAGE),
  SECRETS_FILE: optionalText,
  SECRETS_JSON: optionalText,
  TRUST_PROXY: z
    .string()
    .optional()
    .transform((value, ctx): TrustProxy => {
      const parsed = parseTrustProxy(value);
      if (parsed !== undefined) return parsed;
      ctx.addIssue({
        code: 'custom',
        message: 'TRUST_PROXY must be true, false, a hop count, or a list of addresses or CIDRs',
      });
      return z.NEVER;
    }),
  DISCOVERY: optionalText.pipe(
    z.enum(['on', 'off'], { message: 'DISCOVERY must be on or off' }).optional(),
  ),
  DISCOVERY_SOURCE_URL: optionalText.pipe(
    z
      .url({ message: 'DISCOVERY_SOURCE_URL must be an absolute URL' })
      .refine(
        (value) => !URL.canParse(value) || /^https?:$/.test(new URL(value).protocol),
        'DISCOVERY_SOURCE_URL must be an http or https URL',
      )
      .optional(),
  ),
  DISCOVERY_TOPICS: optionalText.transform((value, ctx) => {
    if (value === undefined) return undefined;
    const topics = value.split(',').map((topic) => topic.trim());
    const bad = topics.find((topic) => !TOPIC_NAME.test(topic));
    if (bad === undefined) return [...new Set(topics)];
    ctx.addIssue({
      code: 'custom',
      message:
        `DISCOVERY_TOPICS: "${bad}" is not a topic name (lower-case letters, digits and ` +
        'hyphens, comma-separated, e.g. javascript,rust)',
    });
    return z.NEVER;
  }),
  DISCOVERY_ALLOW_PRIVATE: optionalText.pipe(
    z.enum(['0', '1'], { message: 'DISCOVERY_ALLOW_PRIVATE must be 1 or 0' }).optional(),
  ),
  WEBHOOKS_ALLOW_HTTP: optionalText.pipe(
    z.enum(['0', '1'], { message: 'WEBHOOKS_ALLOW_HTTP must be 1 or 0' }).optional(),
  ),
  WEBHOOKS_ALLOW_PRIVATE: optionalText.pipe(
    z.enum(['0', '1'], { message: 'WEBHOOKS_ALLOW_PRIVATE must be 1 or 0' }).optional(),
  ),
});

/** Every environment variable the server reads (deployment files are checked against it). */
export const CONFIG_VARIABLES: readonly string[] = Object.keys(envSchema.shape);

export type Config = ReturnType<typeof loadConfig>;

/** Reads the environment once; a bad value stops start-up with a message naming it. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env) {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  }
  const e = parsed.data;
  const problems: string[] = [];
  if (!e.DATABASE_URL && e.WEB_CONCURRENCY !== undefined && e.WEB_CONCURRENCY !== 1) {
    problems.push(
      'WEB_CONCURRENCY: must be 1 with the embedded database (PGlite is one connection inside ' +
        'one process); set DATABASE_URL to run several processes',
    );
  }
  if (e.SECRETS_FILE && e.SECRETS_JSON) {
    problems.push('SECRETS_FILE, SECRETS_JSON: set one of them, not both');
  }
  const discoverySource = (e.DISCOVERY_SOURCE_URL ?? DEFAULT_DISCOVERY_SOURCE_URL).replace(
    /\/+$/,
    '',
  );
  const allowPrivate = e.DISCOVERY_ALLOW_PRIVATE === '1';
  if (
    e.DISCOVERY !== 'off' &&
    !allowPrivate &&
    isPrivateHostName(new URL(discoverySource).hostname)
  ) {
    problems.push(privateSourceProblem(new URL(discoverySource).hostname));
  }
  if (problems.length) throw new Error(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  const publicUrl = (e.PUBLIC_URL ?? `http://${e.HOST}:${e.PORT}`).replace(/\/$/, '');
  const externalIssuer = e.OIDC_ISSUER?.replace(/\/$/, '');
  const issuer = externalIssuer ?? `${publicUrl}/oidc`;
  return {
    nodeEnv: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    publicUrl,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    /** Where uploaded files live: the database's tables by default with PostgreSQL, else DATA_DIR/uploads. */
    storage: e.STORAGE ?? (e.DATABASE_URL ? ('database' as const) : ('disk' as const)),
    logLevel: e.LOG_LEVEL,
    version: packageJson.version,
    environment: e.APP_ENV ?? e.NODE_ENV,
    buildDate: e.BUILD_DATE,
    writeRateLimit: e.WRITE_RATE_LIMIT,
    /** Server processes on the port: 1 with PGlite, one per CPU by default with PostgreSQL. */
    webConcurrency: e.WEB_CONCURRENCY ?? (e.DATABASE_URL ? availableParallelism() : 1),
    /** Signing, cookie and URL keys given by configuration (all replicas alike), else DATA_DIR/secrets.json. */
    secrets: e.SECRETS_FILE
      ? { source: 'SECRETS_FILE' as const, file: path.resolve(e.SECRETS_FILE) }
      : e.SECRETS_JSON
        ? { source: 'SECRETS_JSON' as const, json: e.SECRETS_JSON }
        : { source: 'DATA_DIR' as const },
    /** Which proxies may set the client address with X-Forwarded-For; none by default. */
    trustProxy: e.TRUST_PROXY,
    feedbackEmail: e.FEEDBACK_EMAIL,
    /** Currency of amounts entered without one (ISO 4217). */
    defaultCurrency: e.DEFAULT_CURRENCY,
    /** How often the notification pass (reminders, digests, mail, webhooks) runs, in ms. */
    notificationPassMs: e.NOTIFICATION_PASS_SECONDS * 1000,
    mail: {
      /** Email goes out only with an SMTP server; without one, notifications stay in the app. */
      smtpUrl: e.SMTP_URL,
      from: e.MAIL_FROM ?? defaultMailFrom(publicUrl),
    },
    /** Open conference data (confs.tech) read daily into Discover; docs/product.md. */
    discovery: {
      enabled: e.DISCOVERY !== 'off',
      /** Base URL of a copy of the conference-data repository's files, without a trailing slash. */
      sourceUrl: discoverySource,
      /** The topics to read; undefined: every known one (features/discovery/topics.ts). */
      topics: e.DISCOVERY_TOPICS,
      /** Private and loopback addresses may be fetched (a mirror inside the network, tests). */
      allowPrivate,
    },
    /** Outgoing webhooks (Admin → Webhooks): which addresses endpoints may have. */
    webhooks: {
      /** http:// endpoints are accepted (else https only). */
      allowHttp: e.WEBHOOKS_ALLOW_HTTP === '1',
      /** Private, loopback, link-local and metadata addresses may be reached (tests, a LAN). */
      allowPrivate: e.WEBHOOKS_ALLOW_PRIVATE === '1',
    },
    sourceUrl: e.SOURCE_URL,
    vendorName: e.VENDOR_NAME,
    oidc: {
      mode: externalIssuer ? ('external' as const) : ('local' as const),
      issuer,
      clientId: e.OIDC_CLIENT_ID,
      /** Local mode always names the API; external mode checks aud only when configured. */
      audience: e.OIDC_AUDIENCE ?? (externalIssuer ? undefined : `${publicUrl}/api`),
      rolesClaim: e.OIDC_ROLES_CLAIM,
      loginRateLimit: e.LOGIN_RATE_LIMIT,
      /** Built-in provider: access-token lifetime in seconds (Keycloak's default is 5 minutes). */
      accessTokenTtl: e.OIDC_ACCESS_TOKEN_TTL,
      /** Demo accounts exist only for a local, non-production provider. */
      seedDemoAccounts: !externalIssuer && e.NODE_ENV !== 'production',
    },
  };
}

const LOOKUP_WAIT_MS = 3_000;

const privateSourceProblem = (host: string) =>
  `DISCOVERY_SOURCE_URL: ${host} is a private or loopback address; set ` +
  'DISCOVERY_ALLOW_PRIVATE=1 to read a copy inside your network';

/**
 * The checks of configuration that need the network, run once at start-up: a discovery source
 * whose host name resolves to a private or loopback address is refused, naming the variable.
 */
export async function checkConfigAddresses(config: Config): Promise<void> {
  const { enabled, allowPrivate, sourceUrl } = config.discovery;
  if (!enabled || allowPrivate) return;
  const host = new URL(sourceUrl).hostname;
  // A resolver that does not answer must not hold start-up: each connection is checked again.
  let timer: NodeJS.Timeout | undefined;
  const found = await Promise.race([
    privateAddressesOf(host),
    new Promise<string[]>((resolve) => (timer = setTimeout(resolve, LOOKUP_WAIT_MS, []))),
  ]).finally(() => clearTimeout(timer));
  if (found.length) {
    throw new Error(
      `Invalid configuration:\n  ${privateSourceProblem(`${host} (${found.join(', ')})`)}`,
    );
  }
}
