import { randomBytes, randomUUID } from 'node:crypto';
import { link, mkdir, readFile, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { exportJWK, generateKeyPair, type JWK } from 'jose';

export interface Secrets {
  /** Private signing keys of the built-in provider (JWKS). */
  signingKeys: JWK[];
  /** Keys that sign the provider's cookies. */
  cookieKeys: string[];
  /** HMAC key of signed file URLs. */
  urlSigningKey: string;
}

const FILE_NAME = 'secrets.json';

/**
 * Loads the instance's secrets from DATA_DIR, creating them on first start, so that a restart
 * neither signs everyone out nor breaks issued file links.
 */
export async function loadOrCreateSecrets(dataDir: string): Promise<Secrets> {
  const file = path.join(dataDir, FILE_NAME);
  try {
    return JSON.parse(await readFile(file, 'utf8')) as Secrets;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const signingKey = {
    ...(await exportJWK(privateKey)),
    kid: randomUUID(),
    alg: 'RS256',
    use: 'sig',
  };
  const secrets: Secrets = {
    signingKeys: [signingKey],
    cookieKeys: [randomBytes(32).toString('base64url')],
    urlSigningKey: randomBytes(32).toString('base64url'),
  };
  await mkdir(dataDir, { recursive: true });
  // Unique per call: two starts in one process must not write through each other's hard link.
  const temporary = `${file}.${process.pid}.${randomUUID()}.tmp`;
  await writeFile(temporary, JSON.stringify(secrets, null, 2), { mode: 0o600 });
  try {
    // link() refuses to replace: when two replicas start together, the first one's keys win.
    await link(temporary, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return JSON.parse(await readFile(file, 'utf8')) as Secrets;
  } finally {
    await unlink(temporary);
  }
  return secrets;
}

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
