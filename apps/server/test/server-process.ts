import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import path from 'node:path';
import { createInterface } from 'node:readline';

const MAIN = path.resolve(import.meta.dirname, '../src/main.ts');

export interface ServerProcess {
  url: string;
  /** What the process printed, for a failing test's message. */
  output: string[];
  /** Whether the process is still running (a drill asserts the server survived). */
  running(): boolean;
  /** SIGTERM, and the exit code once it has exited. */
  stop(): Promise<number | null>;
}

/** A free loopback port (asked of the kernel, then released for the server to take). */
export async function freePort(): Promise<number> {
  const probe = createServer();
  probe.listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const { port } = probe.address() as { port: number };
  probe.close();
  await once(probe, 'close');
  return port;
}

/**
 * Starts a real Attest server process from source (`node --import tsx src/main.ts`; npm start runs the same code
 * compiled) with the given environment, and resolves once it logs that it is serving; rejects with its output if it
 * exits first.
 */
export async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', MAIN], {
    env: { ...process.env, LOG_LEVEL: 'info', HOST: '127.0.0.1', PORT: String(port), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  createInterface({ input: child.stderr! }).on('line', (line) => output.push(line));
  const lines = createInterface({ input: child.stdout! });
  await new Promise<void>((resolve, reject) => {
    lines.on('line', (line) => {
      output.push(line);
      if (line.includes('Attest is running')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`the server exited (${code}) before serving:\n${output.slice(-30).join('\n')}`)));
  });
  return {
    url: `http://127.0.0.1:${port}`,
    output,
    running: () => child.exitCode === null && child.signalCode === null,
    stop: async () => {
      if (child.exitCode !== null) return child.exitCode;
      const exited = once(child, 'exit') as Promise<[number | null]>;
      child.kill('SIGTERM');
      return (await exited)[0];
    },
  };
}
