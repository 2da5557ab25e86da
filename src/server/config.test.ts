import { availableParallelism } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

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
});
