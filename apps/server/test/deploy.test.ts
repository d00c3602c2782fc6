import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse, parseAllDocuments } from 'yaml';
import { parseQueueClasses, QUEUE_CLASSES, ROLES, type QueueClass } from '../src/config.js';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const DEPLOY = path.join(ROOT, 'deploy');
const read = (file: string) => readFileSync(path.join(ROOT, file), 'utf8');

/** Every variable the server reads (`env.NAME`, `process.env.NAME`) in its sources. */
function variablesTheServerReads(): Set<string> {
  const names = new Set<string>();
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name.endsWith('.ts')) {
        for (const match of readFileSync(full, 'utf8').matchAll(/\benv\.([A-Z][A-Z0-9_]+)/g)) names.add(match[1]!);
      }
    }
  };
  walk(path.join(ROOT, 'apps/server/src'));
  return names;
}

interface Container {
  env?: Array<{ name: string; value?: string; valueFrom?: unknown }>;
  envFrom?: Array<{ configMapRef?: { name: string }; secretRef?: { name: string } }>;
  ports?: Array<{ name: string; containerPort: number }>;
  readinessProbe?: { httpGet?: { path: string; port: string } };
  livenessProbe?: { httpGet?: { path: string; port: string } };
  resources?: { requests?: { cpu?: string; memory?: string }; limits?: { memory?: string } };
  command?: string[];
}
interface Manifest {
  kind: string;
  metadata: { name: string };
  data?: Record<string, string>;
  spec: {
    replicas?: number;
    template?: { spec: { containers: Container[] } };
  };
}

const manifests: Manifest[] = readdirSync(path.join(DEPLOY, 'k8s'))
  .filter((file) => file.endsWith('.yaml'))
  .flatMap((file) =>
    parseAllDocuments(readFileSync(path.join(DEPLOY, 'k8s', file), 'utf8')).map((document) => {
      expect(document.errors, file).toEqual([]);
      return document.toJS() as Manifest;
    }),
  );
const deployments = manifests.filter((manifest) => manifest.kind === 'Deployment');
const envOf = (container: Container, name: string) => container.env?.find((entry) => entry.name === name)?.value;

describe('deploy/: the manifests a user starts from', () => {
  it('Kubernetes: every role is a Deployment with probes on its health routes and resource requests', () => {
    const roles = deployments.map((deployment) => envOf(deployment.spec.template!.spec.containers[0]!, 'ROLE'));
    expect(new Set(roles)).toEqual(new Set(['api', 'worker', 'scheduler']));
    for (const deployment of deployments) {
      const [container] = deployment.spec.template!.spec.containers;
      const role = envOf(container!, 'ROLE');
      expect(ROLES, deployment.metadata.name).toContain(role);
      expect(container!.readinessProbe?.httpGet?.path, deployment.metadata.name).toBe('/api/health/ready');
      expect(container!.livenessProbe?.httpGet?.path, deployment.metadata.name).toBe('/api/health');
      expect(container!.ports?.find((port) => port.name === container!.readinessProbe?.httpGet?.port)).toBeDefined();
      expect(container!.resources?.requests?.cpu, deployment.metadata.name).toBeTruthy();
      expect(container!.resources?.requests?.memory, deployment.metadata.name).toBeTruthy();
      expect(container!.envFrom?.map((source) => source.configMapRef?.name ?? source.secretRef?.name)).toEqual([
        'cofre-config',
        'cofre-secrets',
      ]);
    }
  });

  it('Kubernetes: the probes listen where the processes do, and nothing seeds or migrates at start', () => {
    const config = manifests.find((manifest) => manifest.kind === 'ConfigMap')!;
    const port = Number(config.data!.PORT);
    for (const deployment of deployments) {
      expect(deployment.spec.template!.spec.containers[0]!.ports![0]!.containerPort).toBe(port);
    }
    // A worker or scheduler answers its probes only when PORT is set (serve.ts): the ConfigMap sets it.
    expect(config.data!.PORT).toBeTruthy();
    expect(config.data!.MIGRATE_ON_START).toBe('false');
    expect(config.data!.SEED_DEMO).toBe('false');
    const migrate = manifests.find((manifest) => manifest.kind === 'Job')!;
    const command = migrate.spec.template!.spec.containers[0]!.command!;
    expect(existsSync(path.join(ROOT, command.at(-1)!))).toBe(true);
  });

  it('Kubernetes: two schedulers, and workers that together take every queue class', () => {
    const scheduler = deployments.find(
      (deployment) => envOf(deployment.spec.template!.spec.containers[0]!, 'ROLE') === 'scheduler',
    )!;
    expect(scheduler.spec.replicas).toBeGreaterThanOrEqual(2);
    const covered = new Set<QueueClass>();
    for (const deployment of deployments) {
      const container = deployment.spec.template!.spec.containers[0]!;
      if (envOf(container, 'ROLE') !== 'worker') continue;
      for (const queueClass of parseQueueClasses(envOf(container, 'WORKER_QUEUES')) ?? QUEUE_CLASSES) {
        covered.add(queueClass);
      }
    }
    expect([...covered].sort()).toEqual([...QUEUE_CLASSES].sort());
  });

  it('Compose: the same roles, two schedulers, a health check each, behind HAProxy checking readiness', () => {
    const compose = parse(readFileSync(path.join(DEPLOY, 'compose.yaml'), 'utf8'), { merge: true }) as {
      services: Record<
        string,
        { environment?: Record<string, string>; healthcheck?: { test: string[] }; deploy?: { replicas?: number } }
      >;
    };
    for (const [service, role] of [
      ['api', 'api'],
      ['worker', 'worker'],
      ['scheduler', 'scheduler'],
    ] as const) {
      const definition = compose.services[service]!;
      expect(definition.environment?.ROLE, service).toBe(role);
      expect(definition.healthcheck?.test.join(' '), service).toContain('/api/health/ready');
      expect(definition.environment?.DATABASE_PREPARED_STATEMENTS, service).toBe('false');
      expect(definition.environment?.DATABASE_DIRECT_URL, service).toMatch(/@postgres:5432\//);
      expect(definition.environment?.DATABASE_URL, service).toMatch(/@pgbouncer:6432\//);
    }
    expect(compose.services.scheduler!.deploy?.replicas).toBeGreaterThanOrEqual(2);
    expect(readFileSync(path.join(DEPLOY, 'haproxy.cfg'), 'utf8')).toMatch(/httpchk GET \/api\/health\/ready/);
    expect(read('deploy/Dockerfile')).toContain('apps/server/src/main.ts');
  });

  it('every variable the manifests set is one the server reads, and the README documents it', () => {
    const reads = variablesTheServerReads();
    const readme = read('README.md');
    const compose = parse(readFileSync(path.join(DEPLOY, 'compose.yaml'), 'utf8'), { merge: true }) as {
      services: Record<string, { environment?: Record<string, string> }>;
    };
    const set = new Set<string>([
      ...Object.keys(manifests.find((manifest) => manifest.kind === 'ConfigMap')!.data!),
      ...deployments.flatMap((deployment) =>
        deployment.spec.template!.spec.containers[0]!.env!.map((entry) => entry.name),
      ),
      ...['api', 'worker', 'scheduler'].flatMap((service) => Object.keys(compose.services[service]!.environment ?? {})),
    ]);
    expect(set.size).toBeGreaterThan(10);
    for (const name of set) {
      expect(reads.has(name), `${name} is not read by the server`).toBe(true);
      expect(readme.includes(`\`${name}\``), `${name} is not in the README`).toBe(true);
    }
  });
});
