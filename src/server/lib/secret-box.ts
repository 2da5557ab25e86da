import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

const VERSION = 'v1';

/**
 * Encrypts secrets the app must read back (webhook signing secrets) with a key derived from the
 * instance's URL-signing key (secrets.json): a database dump or a backup holds only the cipher
 * text, and replicas sharing SECRETS_FILE or SECRETS_JSON read each other's. AES-256-GCM, a fresh
 * nonce per value; `purpose` separates the keys of different uses.
 */
export class SecretBox {
  private readonly key: Buffer;

  constructor(instanceKey: string, purpose: string) {
    this.key = Buffer.from(hkdfSync('sha256', instanceKey, 'ospo-secret-box', purpose, 32));
  }

  seal(plain: string): string {
    const nonce = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, nonce);
    const sealed = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    const parts = [nonce, cipher.getAuthTag(), sealed].map((part) => part.toString('base64url'));
    return [VERSION, ...parts].join('.');
  }

  /** Throws when the value was sealed with another instance key or altered. */
  open(sealed: string): string {
    const [version, nonce, tag, body] = sealed.split('.');
    if (version !== VERSION || !nonce || !tag || body === undefined) {
      throw new Error('Not a sealed secret');
    }
    const decipher = createDecipheriv('aes-256-gcm', this.key, Buffer.from(nonce, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    const plain = Buffer.concat([
      decipher.update(Buffer.from(body, 'base64url')),
      decipher.final(),
    ]);
    return plain.toString('utf8');
  }
}
