import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { EnvSchema, loadConfig } from '../../src/config.ts';

/**
 * CI has no Docker engine, so the deployment files are checked here instead: the compose file parses,
 * every replica's environment is one the server accepts, and the proxy, database roles and image agree with it.
 * The topology itself runs without containers in test/scale-out.
 */
const ROOT = path.resolve(import.meta.dirname, '../../../..');
const read = (file: string) => readFileSync(path.join(ROOT, file), 'utf8');

interface Service {
  image?: string;
  build?: string;
  environment?: Record<string, string>;
  depends_on?: Record<string, unknown> | string[];
  volumes?: string[];
  ports?: string[];
  healthcheck?: unknown;
}
const compose = parse(read('compose.yaml'), { merge: true }) as { services: Record<string, Service>; volumes: Record<string, unknown> };
const replicas = Object.entries(compose.services).filter(([, service]) => service.build === '.');

/** What `docker compose` does with ${NAME:-default} and ${NAME:?error}, given the .env the README asks for. */
function interpolate(value: string, env: Record<string, string>): string {
  return String(value).replace(/\$\{(\w+)(?::([-?])([^}]*))?\}/g, (_all, name: string, kind?: string, rest?: string) => {
    if (env[name] !== undefined) return env[name];
    if (kind === '-') return rest ?? '';
    throw new Error(`${name} must be set: ${rest}`);
  });
}

describe('compose.yaml', () => {
  const dotEnv = { AUDIT_KEY: 'ab'.repeat(32) };

  it('runs two Attest replicas built from this repository behind one proxy', () => {
    expect(replicas.map(([name]) => name)).toEqual(['attest-a', 'attest-b']);
    const proxy = compose.services.proxy!;
    expect(proxy.ports).toEqual(['8080:80']);
    const nginx = read('deploy/nginx.conf');
    for (const [name] of replicas) expect(nginx).toContain(`server ${name}:8080`);
    expect(nginx).toMatch(/location \/api\/events \{[^}]*proxy_buffering off;/);
  });

  it('gives each replica an environment the server accepts: PostgreSQL with two logins, the bucket, one audit key', () => {
    const known = new Set(Object.keys(EnvSchema.shape));
    const configs = replicas.map(([, service]) => {
      const env = Object.fromEntries(Object.entries(service.environment ?? {}).map(([key, value]) => [key, interpolate(value, dotEnv)]));
      for (const key of Object.keys(env)) expect(known, `${key} is not a variable the server reads`).toContain(key);
      return loadConfig(env);
    });
    const [a, b] = configs;
    expect(a!.blobStore.kind).toBe('s3');
    expect(a!.trustProxy).toBe(true);
    expect(new URL(a!.databaseUrl!).username).toBe('attest_app');
    expect(new URL(a!.migrationDatabaseUrl!).username).toBe('attest_owner');
    expect(a!.auditKey?.equals(b!.auditKey!)).toBe(true);
    expect({ ...a, dataDir: '' }).toEqual({ ...b, dataDir: '' });
  });

  it('refuses to start without an audit key rather than make one per replica', () => {
    expect(() => interpolate(replicas[0]![1].environment!.AUDIT_KEY!, {})).toThrow(/AUDIT_KEY must be set/);
  });

  it('creates the database logins the replicas use, and every service and volume it refers to', () => {
    const init = read('deploy/postgres-init.sql');
    expect(init).toMatch(/CREATE ROLE attest_owner LOGIN/);
    expect(init).toMatch(/CREATE ROLE attest_app LOGIN/);
    expect(init).toMatch(/CREATE DATABASE attest OWNER attest_owner/);
    for (const service of Object.values(compose.services)) {
      const dependsOn = Array.isArray(service.depends_on) ? service.depends_on : Object.keys(service.depends_on ?? {});
      for (const name of dependsOn) expect(compose.services).toHaveProperty(name);
      for (const volume of service.volumes ?? []) {
        const source = volume.split(':')[0]!;
        if (source.startsWith('./')) expect(() => read(source)).not.toThrow();
        else expect(compose.volumes).toHaveProperty(source);
      }
    }
    for (const name of ['postgres', 'minio']) expect(compose.services[name]!.healthcheck).toBeDefined();
  });
});

describe('Dockerfile', () => {
  const dockerfile = read('Dockerfile');
  const runtime = dockerfile.slice(dockerfile.lastIndexOf('\nFROM '));

  it('runs the server as an unprivileged user with a health check on /api/health', () => {
    expect(dockerfile.match(/^FROM /gm)).toHaveLength(2);
    expect(runtime).toMatch(/^USER node$/m);
    expect(runtime).toMatch(/HEALTHCHECK[^\n]*\\\n\s+CMD [^\n]*\/api\/health/);
    expect(runtime).toMatch(/^EXPOSE 8080$/m);
  });

  it('runs the compiled server on Node 24, without dev dependencies (no TypeScript loader) in the runtime stage', () => {
    expect(dockerfile.match(/^FROM node:24-bookworm-slim\b/gm)).toHaveLength(2);
    expect(dockerfile).toMatch(/npm run build && npm prune --omit=dev/);
    expect(runtime).toMatch(/^CMD \["node", "--enable-source-maps", "apps\/server\/dist\/main\.js"\]$/m);
    expect(runtime).not.toMatch(/tsx/);
  });

  it('copies every workspace manifest before npm ci, so the dependency layer installs', () => {
    const workspaces = (JSON.parse(read('package.json')) as { workspaces: string[] }).workspaces;
    for (const workspace of workspaces) expect(dockerfile).toContain(`COPY ${workspace}/package.json ${workspace}/`);
  });
});
