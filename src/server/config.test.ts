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
});
