import { createPrivateKey, randomBytes, randomUUID } from 'node:crypto';
import { link, mkdir, readFile, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { exportJWK, generateKeyPair, type JWK } from 'jose';
import type { Config } from '../config';

export interface Secrets {
  /** Private signing keys of the built-in provider (JWKS). */
  signingKeys: JWK[];
  /** Keys that sign the provider's cookies. */
  cookieKeys: string[];
  /** HMAC key of signed file URLs. */
  urlSigningKey: string;
}

const FILE_NAME = 'secrets.json';

/** The shortest cookie or URL-signing key accepted (the generated ones have 43 characters). */
export const MIN_KEY_LENGTH = 32;

/**
 * The instance's secrets from where configuration says: SECRETS_FILE (a mounted file, only read)
 * or SECRETS_JSON, so replicas on several machines share them; otherwise DATA_DIR/secrets.json,
 * created on first start. Anything malformed stops start-up with a message naming the variable
 * or file and the problem, never the secret.
 */
export async function loadSecrets(config: Pick<Config, 'secrets' | 'dataDir'>): Promise<Secrets> {
  const source = config.secrets;
  if (source.source === 'SECRETS_JSON') return parseSecrets(source.json, 'SECRETS_JSON');
  if (source.source === 'DATA_DIR') return loadOrCreateSecrets(config.dataDir);
  const origin = `SECRETS_FILE (${source.file})`;
  const text = await readFile(source.file, 'utf8').catch((error: NodeJS.ErrnoException) => {
    throw new Error(`${origin} cannot be read: ${error.code ?? error.message}`);
  });
  return parseSecrets(text, origin);
}

/**
 * Loads the instance's secrets from DATA_DIR, creating them on first start, so that a restart
 * neither signs everyone out nor breaks issued file links.
 */
export async function loadOrCreateSecrets(dataDir: string): Promise<Secrets> {
  const file = path.join(dataDir, FILE_NAME);
  const origin = `DATA_DIR's ${file}`;
  try {
    return parseSecrets(await readFile(file, 'utf8'), origin);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const secrets = await newSecrets();
  await mkdir(dataDir, { recursive: true });
  // Unique per call: two starts in one process must not write through each other's hard link.
  const temporary = `${file}.${process.pid}.${randomUUID()}.tmp`;
  await writeFile(temporary, JSON.stringify(secrets, null, 2), { mode: 0o600 });
  try {
    // link() refuses to replace: when two replicas start together, the first one's keys win.
    await link(temporary, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return parseSecrets(await readFile(file, 'utf8'), origin);
  } finally {
    await unlink(temporary);
  }
  return secrets;
}

/** A new set: one RS256 signing key, one cookie key, one URL-signing key. */
export async function newSecrets(): Promise<Secrets> {
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const signingKey = {
    ...(await exportJWK(privateKey)),
    kid: randomUUID(),
    alg: 'RS256',
    use: 'sig',
  };
  return {
    signingKeys: [signingKey],
    cookieKeys: [randomBytes(32).toString('base64url')],
    urlSigningKey: randomBytes(32).toString('base64url'),
  };
}

/**
 * Checks a secrets document of secrets.json's shape. Messages name `origin` and the field, and
 * never quote the text: JSON.parse's own message would show a piece of it.
 */
export function parseSecrets(text: string, origin: string): Secrets {
  const fail = (problem: string): never => {
    throw new Error(`${origin} ${problem}`);
  };
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return fail('is not valid JSON');
  }
  if (!isRecord(value))
    return fail('must be a JSON object with signingKeys, cookieKeys and urlSigningKey');
  const { signingKeys, cookieKeys, urlSigningKey } = value;
  if (!Array.isArray(signingKeys) || !signingKeys.length) {
    fail('needs signingKeys: a non-empty list of private keys in JWK form');
  }
  const kids = new Set<string>();
  (signingKeys as unknown[]).forEach((key, i) => {
    if (!isRecord(key) || typeof key.kid !== 'string' || !key.kid) {
      fail(`signingKeys[${i}] needs a kid (key id)`);
    }
    const jwk = key as JWK & { kid: string };
    if (kids.has(jwk.kid)) fail(`signingKeys[${i}] repeats the kid of an earlier key`);
    kids.add(jwk.kid);
    if (!jwk.d) fail(`signingKeys[${i}] is not a private key (it has no "d")`);
    try {
      createPrivateKey({ key: jwk as never, format: 'jwk' });
    } catch {
      fail(`signingKeys[${i}] is not a valid private key in JWK form`);
    }
  });
  if (!(signingKeys as JWK[]).some((key) => key.kty === 'RSA')) {
    fail('signingKeys needs an RSA key: the built-in provider signs tokens with RS256');
  }
  if (!Array.isArray(cookieKeys) || !cookieKeys.length) {
    fail('needs cookieKeys: a non-empty list of strings');
  }
  (cookieKeys as unknown[]).forEach((key, i) => {
    if (typeof key !== 'string' || key.length < MIN_KEY_LENGTH) {
      fail(`cookieKeys[${i}] must be a string of at least ${MIN_KEY_LENGTH} characters`);
    }
  });
  if (typeof urlSigningKey !== 'string' || urlSigningKey.length < MIN_KEY_LENGTH) {
    fail(`urlSigningKey must be a string of at least ${MIN_KEY_LENGTH} characters`);
  }
  return {
    signingKeys: signingKeys as JWK[],
    cookieKeys: cookieKeys as string[],
    urlSigningKey: urlSigningKey as string,
  };
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The public half of signing keys, safe to hand to a verifier. */
export function publicKeys(keys: JWK[]): JWK[] {
  return keys.map(({ kty, n, e, crv, x, y, kid, alg, use }) => ({
    kty,
    n,
    e,
    crv,
    x,
    y,
    kid,
    alg,
    use,
  }));
}
