// The Dockerfile and compose.yaml cannot be built here (no image can be pulled), so they are read
// and checked against what the app actually reads and serves.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { CONFIG_VARIABLES, loadConfig } from '../src/server/config';
import { releaseManifest } from './release-package.mjs';

const root = path.resolve(import.meta.dirname, '..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');

interface Instruction {
  name: string;
  args: string;
}

/** Dockerfile instructions with continuation lines joined and comments dropped. */
function instructions(text: string): Instruction[] {
  return text
    .replace(/\\\n/g, ' ')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => {
      const [name, ...rest] = line.split(/\s+/);
      return { name: name!.toUpperCase(), args: rest.join(' ') };
    });
}

/** `ENV A=1 B=2` → { A: '1', B: '2' }. */
const envOf = (args: string) =>
  Object.fromEntries(args.split(/\s+/).map((pair) => pair.split('=') as [string, string]));

const dockerfile = instructions(read('Dockerfile'));
const stages = dockerfile.reduce<Instruction[][]>((all, instruction) => {
  if (instruction.name === 'FROM') all.push([]);
  all.at(-1)!.push(instruction);
  return all;
}, []);
const runtime = stages.at(-1)!;
const runtimeEnv = Object.assign(
  {},
  ...runtime.filter((i) => i.name === 'ENV').map((i) => envOf(i.args)),
) as Record<string, string>;

const compose = parse(read('compose.yaml')) as {
  services: Record<string, Record<string, unknown>>;
  volumes: Record<string, unknown>;
};
const app = compose.services.app as {
  build: string;
  deploy: { replicas: number };
  environment: Record<string, string>;
  volumes: string[];
  depends_on: Record<string, unknown>;
};
const realm = JSON.parse(read('deploy/keycloak/ospo-realm.json')) as {
  realm: string;
  roles: { realm: { name: string }[] };
  clients: Record<string, unknown>[];
  users: { realmRoles: string[] }[];
};

/** Variables of Node itself, which config.ts does not read. */
const NODE_VARIABLES = ['NODE_COMPILE_CACHE', 'NODE_OPTIONS'];

describe('the Dockerfile', () => {
  it('builds in one stage and runs the release in another, on production packages only', () => {
    expect(stages.length).toBeGreaterThanOrEqual(2);
    expect(stages[0]!.some((i) => i.name === 'RUN' && i.args.includes('npm run build'))).toBe(true);
    const copy = runtime.find((i) => i.name === 'COPY')!;
    expect(copy.args).toMatch(/^--from=build \S+\/dist\/? \.\/?$/);
    expect(runtime.some((i) => i.name === 'RUN' && /npm ci --omit=dev\b/.test(i.args))).toBe(true);
  });

  it('runs as a non-root user, keeps its data in one volume and starts the compiled server', () => {
    const user = runtime.find((i) => i.name === 'USER')!.args;
    expect(user).not.toMatch(/^(root|0)(:|$)/);
    expect(runtime.find((i) => i.name === 'VOLUME')!.args).toBe(`["${runtimeEnv.DATA_DIR}"]`);
    const command = JSON.parse(runtime.find((i) => i.name === 'CMD')!.args) as string[];
    expect(command.join(' ')).toBe(releaseManifest(JSON.parse(read('package.json'))).scripts.start);
  });

  it('sets only variables the app reads, with values it accepts', () => {
    const unknown = Object.keys(runtimeEnv).filter(
      (name) => !CONFIG_VARIABLES.includes(name) && !NODE_VARIABLES.includes(name),
    );
    expect(unknown).toEqual([]);
    expect(() => loadConfig(runtimeEnv)).not.toThrow();
  });

  it('exposes the port the app listens on and checks health there', () => {
    const config = loadConfig(runtimeEnv);
    expect(runtime.find((i) => i.name === 'EXPOSE')!.args).toBe(String(config.port));
    const healthcheck = runtime.find((i) => i.name === 'HEALTHCHECK')!.args;
    expect(healthcheck).toContain(`http://127.0.0.1:${config.port}/api/health`);
  });
});

describe('compose.yaml', () => {
  const appConfig = loadConfig({ ...runtimeEnv, ...app.environment });

  it('runs two replicas of this repository’s image on PostgreSQL 16', () => {
    expect(app.build).toBe('.');
    expect(app.deploy.replicas).toBe(2);
    expect(compose.services.postgres!.image).toMatch(/^postgres:16(\.|$|-)/);
  });

  it('sets only variables the app reads, with values it accepts', () => {
    const unknown = Object.keys(app.environment).filter(
      (name) => !CONFIG_VARIABLES.includes(name) && !NODE_VARIABLES.includes(name),
    );
    expect(unknown).toEqual([]);
    expect(appConfig.databaseUrl).toBeDefined();
  });

  it('points the replicas at the database service with its credentials', () => {
    const url = new URL(app.environment.DATABASE_URL!);
    const postgres = compose.services.postgres!.environment as Record<string, string>;
    expect(url.hostname).toBe('postgres');
    expect(url.username).toBe(postgres.POSTGRES_USER);
    expect(url.password).toBe(postgres.POSTGRES_PASSWORD);
    expect(url.pathname).toBe(`/${postgres.POSTGRES_DB}`);
  });

  it('sends notification email to the mail catcher’s SMTP port', () => {
    const smtp = new URL(appConfig.mail.smtpUrl!);
    expect(smtp.hostname).toBe('mailpit');
    expect(smtp.port).toBe('1025');
    expect(compose.services.mailpit!.image).toMatch(/^axllent\/mailpit:/);
    expect(app.depends_on).toHaveProperty('mailpit');
  });

  it('mounts one volume at the image’s DATA_DIR', () => {
    const [volume, target] = app.volumes[0]!.split(':');
    expect(target).toBe(runtimeEnv.DATA_DIR);
    expect(compose.volumes).toHaveProperty(volume!);
  });

  it('proxies the public origin to the replicas’ port, checking their health path', () => {
    const proxy = compose.services.proxy as { ports: string[]; volumes: string[] };
    const publicUrl = new URL(app.environment.PUBLIC_URL!);
    expect(proxy.ports).toContain(`${publicUrl.port}:${publicUrl.port}`);
    const caddyfile = read(proxy.volumes[0]!.split(':')[0]!);
    expect(caddyfile).toContain(`:${publicUrl.port} {`);
    expect(caddyfile).toMatch(new RegExp(`dynamic a app ${appConfig.port}\\b`));
    expect(caddyfile).toContain('health_uri /api/health');
  });

  it('has Keycloak serve the issuer the replicas trust, under the name they reach it by', () => {
    const keycloak = compose.services.keycloak as {
      environment: Record<string, string>;
      ports: string[];
      networks: { default: { aliases: string[] } };
    };
    const issuer = new URL(app.environment.OIDC_ISSUER!);
    expect(issuer.href).toBe(`${keycloak.environment.KC_HOSTNAME}/realms/${realm.realm}`);
    expect(keycloak.networks.default.aliases).toContain(issuer.hostname);
    expect(keycloak.ports).toContain(`${issuer.port}:8080`);
  });
});

describe('the Keycloak realm export', () => {
  const publicUrl = new URL(app.environment.PUBLIC_URL!).origin;
  const client = realm.clients.find(
    (c) => c.clientId === loadConfig(app.environment).oidc.clientId,
  );

  it('has the public client the README describes: code flow with PKCE S256', () => {
    expect(client).toMatchObject({
      publicClient: true,
      standardFlowEnabled: true,
      implicitFlowEnabled: false,
      attributes: { 'pkce.code.challenge.method': 'S256' },
    });
  });

  it('allows exactly the app’s redirect, silent-renew, logout and origin URLs', () => {
    expect(client!.redirectUris).toEqual([`${publicUrl}/`, `${publicUrl}/silent-renew.html`]);
    expect((client!.attributes as Record<string, string>)['post.logout.redirect.uris']).toBe(
      `${publicUrl}/login`,
    );
    expect(client!.webOrigins).toEqual([publicUrl]);
  });

  it('defines the roles the app knows and gives its users only those', () => {
    const roles = realm.roles.realm.map((role) => role.name).sort();
    expect(roles).toEqual(['admin', 'reviewer', 'user']);
    for (const user of realm.users) expect(roles).toEqual(expect.arrayContaining(user.realmRoles));
  });
});
