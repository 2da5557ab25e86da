import { availableParallelism, hostname } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkConfigAddresses, DEFAULT_DISCOVERY_SOURCE_URL, loadConfig } from './config';

describe('configuration', () => {
  it('defaults to local mode on localhost:3000 with demo accounts', () => {
    const config = loadConfig({});
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.oidc).toMatchObject({
      mode: 'local',
      issuer: 'http://localhost:3000/oidc',
      audience: 'http://localhost:3000/api',
      seedDemoAccounts: true,
    });
  });

  it('never seeds demo accounts in production or with an external provider', () => {
    expect(loadConfig({ NODE_ENV: 'production' }).oidc.seedDemoAccounts).toBe(false);
    const external = loadConfig({ OIDC_ISSUER: 'https://sso.example.org/realms/ospo/' });
    expect(external.oidc).toMatchObject({
      mode: 'external',
      issuer: 'https://sso.example.org/realms/ospo',
      audience: undefined,
      seedDemoAccounts: false,
    });
  });

  it('stops with a message naming a bad variable', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow('PORT: Must be a number');
    expect(() => loadConfig({ PORT: '70000' })).toThrow('PORT: Must be at most 65535');
    expect(() => loadConfig({ OIDC_ISSUER: 'not a url' })).toThrow(
      /OIDC_ISSUER must be an absolute URL/,
    );
  });

  it('takes DEFAULT_CURRENCY as an ISO 4217 code, USD when unset, and stops on an unknown one', () => {
    expect(loadConfig({}).defaultCurrency).toBe('USD');
    expect(loadConfig({ DEFAULT_CURRENCY: 'eur' }).defaultCurrency).toBe('EUR');
    expect(() => loadConfig({ DEFAULT_CURRENCY: 'EURO' })).toThrow(
      'DEFAULT_CURRENCY: Must be an ISO 4217 currency code such as USD or EUR',
    );
    expect(() => loadConfig({ DEFAULT_CURRENCY: 'XYZ' })).toThrow(
      /DEFAULT_CURRENCY: Must be an ISO/,
    );
  });

  it('trusts no proxy unless TRUST_PROXY names them', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.1, 192.168.0.0/16,::1' }).trustProxy).toBe(
      '10.0.0.1,192.168.0.0/16,::1',
    );
  });

  it('stops on a TRUST_PROXY that is no boolean, hop count, address or CIDR', () => {
    for (const value of ['yes', '10.0.0.300', '10.0.0.0/33', 'fd00::/129', '10.0.0.1,proxy']) {
      expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(/TRUST_PROXY/);
    }
  });
  it('runs one process with PGlite and one per CPU with PostgreSQL unless WEB_CONCURRENCY says', () => {
    const postgres = { DATABASE_URL: 'postgres://db/ospo' };
    expect(loadConfig({}).webConcurrency).toBe(1);
    expect(loadConfig({ WEB_CONCURRENCY: '1' }).webConcurrency).toBe(1);
    expect(loadConfig(postgres).webConcurrency).toBe(availableParallelism());
    expect(loadConfig({ ...postgres, WEB_CONCURRENCY: ' 3 ' }).webConcurrency).toBe(3);
  });

  it('stops on a WEB_CONCURRENCY that is not a process count, or above 1 with PGlite', () => {
    for (const value of ['0', '-1', 'two', '1.5', '257', '2e1']) {
      expect(() =>
        loadConfig({ DATABASE_URL: 'postgres://db/ospo', WEB_CONCURRENCY: value }),
      ).toThrow(/WEB_CONCURRENCY must be a whole number of processes from 1 to 256/);
    }
    expect(() => loadConfig({ WEB_CONCURRENCY: '2' })).toThrow(
      /WEB_CONCURRENCY: must be 1 with the embedded database/,
    );
  });

  it('runs the notification pass every minute unless NOTIFICATION_PASS_SECONDS says', () => {
    expect(loadConfig({}).notificationPassMs).toBe(60_000);
    expect(loadConfig({ NOTIFICATION_PASS_SECONDS: '5' }).notificationPassMs).toBe(5_000);
    for (const value of ['0', '-1', 'often', '1.5', '3601']) {
      expect(() => loadConfig({ NOTIFICATION_PASS_SECONDS: value })).toThrow(
        /NOTIFICATION_PASS_SECONDS must be a whole number of seconds from 1 to 3600/,
      );
    }
  });

  it('takes secrets from SECRETS_FILE or SECRETS_JSON, not both, else from DATA_DIR', () => {
    expect(loadConfig({}).secrets).toEqual({ source: 'DATA_DIR' });
    expect(loadConfig({ SECRETS_FILE: 'keys/secrets.json' }).secrets).toEqual({
      source: 'SECRETS_FILE',
      file: path.resolve('keys/secrets.json'),
    });
    expect(loadConfig({ SECRETS_JSON: '{}' }).secrets).toEqual({
      source: 'SECRETS_JSON',
      json: '{}',
    });
    expect(() => loadConfig({ SECRETS_FILE: 'a.json', SECRETS_JSON: '{}' })).toThrow(
      /SECRETS_FILE, SECRETS_JSON: set one of them, not both/,
    );
  });

  it('reads the open conference data from confs.tech by default, every known topic', () => {
    expect(loadConfig({}).discovery).toEqual({
      enabled: true,
      sourceUrl: DEFAULT_DISCOVERY_SOURCE_URL,
      topics: undefined,
      allowPrivate: false,
    });
    const narrowed = loadConfig({
      DISCOVERY_SOURCE_URL: 'https://mirror.example.org/conference-data/',
      DISCOVERY_TOPICS: ' javascript, rust ,javascript,web-3',
    }).discovery;
    expect(narrowed).toMatchObject({
      sourceUrl: 'https://mirror.example.org/conference-data',
      topics: ['javascript', 'rust', 'web-3'],
    });
    expect(loadConfig({ DISCOVERY: 'off' }).discovery.enabled).toBe(false);
  });

  it('stops on a discovery source that is not http(s), or topics that are not topic names', () => {
    expect(() => loadConfig({ DISCOVERY_SOURCE_URL: 'ftp://mirror.example.org/data' })).toThrow(
      'DISCOVERY_SOURCE_URL: DISCOVERY_SOURCE_URL must be an http or https URL',
    );
    expect(() => loadConfig({ DISCOVERY_SOURCE_URL: 'file:///etc' })).toThrow(
      /DISCOVERY_SOURCE_URL must be an http or https URL/,
    );
    expect(() => loadConfig({ DISCOVERY_SOURCE_URL: 'mirror' })).toThrow(
      /DISCOVERY_SOURCE_URL must be an absolute URL/,
    );
    for (const value of ['JavaScript', '../etc', 'c++', 'rust,,go']) {
      expect(() => loadConfig({ DISCOVERY_TOPICS: value })).toThrow(
        /DISCOVERY_TOPICS: ".*" is not/,
      );
    }
    expect(() => loadConfig({ DISCOVERY: 'no' })).toThrow('DISCOVERY must be on or off');
    expect(() => loadConfig({ DISCOVERY_ALLOW_PRIVATE: 'yes' })).toThrow(
      'DISCOVERY_ALLOW_PRIVATE must be 1 or 0',
    );
  });

  it('reads the webhook switches and stops on a bad one, naming it', () => {
    expect(loadConfig({}).webhooks).toEqual({ allowHttp: false, allowPrivate: false });
    expect(loadConfig({ WEBHOOKS_ALLOW_HTTP: '1', WEBHOOKS_ALLOW_PRIVATE: '1' }).webhooks).toEqual({
      allowHttp: true,
      allowPrivate: true,
    });
    expect(() => loadConfig({ WEBHOOKS_ALLOW_HTTP: 'yes' })).toThrow(
      'WEBHOOKS_ALLOW_HTTP must be 1 or 0',
    );
    expect(() => loadConfig({ WEBHOOKS_ALLOW_PRIVATE: 'true' })).toThrow(
      'WEBHOOKS_ALLOW_PRIVATE must be 1 or 0',
    );
  });

  it('stops on a private or loopback discovery source unless DISCOVERY_ALLOW_PRIVATE=1', () => {
    for (const url of [
      'http://127.0.0.1:8080',
      'http://localhost/data',
      'https://10.1.2.3',
      'http://[::1]:80',
      'http://169.254.169.254/latest',
      'http://[::ffff:192.168.1.1]/',
    ]) {
      expect(() => loadConfig({ DISCOVERY_SOURCE_URL: url })).toThrow(
        /DISCOVERY_SOURCE_URL: .* is a private or loopback address; set DISCOVERY_ALLOW_PRIVATE=1/,
      );
      expect(
        loadConfig({ DISCOVERY_SOURCE_URL: url, DISCOVERY_ALLOW_PRIVATE: '1' }).discovery,
      ).toMatchObject({ allowPrivate: true });
      expect(loadConfig({ DISCOVERY_SOURCE_URL: url, DISCOVERY: 'off' }).discovery.enabled).toBe(
        false,
      );
    }
  });

  it('stops at start-up on a discovery host name that resolves to a private address', async () => {
    // The machine's own name resolves to one of its addresses (loopback or a private network):
    // loadConfig cannot know, the look-up at start-up does.
    const env = { DISCOVERY_SOURCE_URL: `http://${hostname()}:8080/data` };
    const config = loadConfig(env);
    await expect(checkConfigAddresses(config)).rejects.toThrow(
      new RegExp(`DISCOVERY_SOURCE_URL: ${hostname()} \\(.+\\) is a private or loopback address`),
    );
    const allowed = loadConfig({ ...env, DISCOVERY_ALLOW_PRIVATE: '1' });
    await expect(checkConfigAddresses(allowed)).resolves.toBeUndefined();
    const off = loadConfig({ ...env, DISCOVERY: 'off' });
    await expect(checkConfigAddresses(off)).resolves.toBeUndefined();
    const publicAddress = loadConfig({ DISCOVERY_SOURCE_URL: 'http://203.0.113.7' });
    await expect(checkConfigAddresses(publicAddress)).resolves.toBeUndefined();
  });
});
