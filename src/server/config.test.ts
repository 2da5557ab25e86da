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
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ OIDC_ISSUER: 'not a url' })).toThrow(
      /OIDC_ISSUER must be an absolute URL/,
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
});
