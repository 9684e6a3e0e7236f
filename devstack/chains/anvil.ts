/**
 * One anvil process: spawn the native binary from @foundry-rs/anvil on 127.0.0.1, wait until it answers
 * eth_chainId, stop it (SIGTERM, then SIGKILL) without leaving an orphan.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomInt } from 'node:crypto';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { dirname, join } from 'node:path';
import { DEVSTACK_HOST } from '../config.js';

/** anvil's default mnemonic; DEV_ACCOUNTS in ../config.ts are its first accounts. */
export const ANVIL_MNEMONIC = 'test test test test test test test test test test test junk';

const PLATFORM_PACKAGES: Record<string, string> = {
  'linux-x64': '@foundry-rs/anvil-linux-amd64',
  'linux-arm64': '@foundry-rs/anvil-linux-arm64',
  'darwin-x64': '@foundry-rs/anvil-darwin-amd64',
  'darwin-arm64': '@foundry-rs/anvil-darwin-arm64',
  'win32-x64': '@foundry-rs/anvil-win32-amd64',
};

/**
 * Path of the anvil executable: WALLETPORT_ANVIL_BIN if set, else the native binary of the platform package
 * that @foundry-rs/anvil installs (spawning it directly avoids the package's Node wrapper process, so the pid
 * we hold is anvil's own), else the wrapper in node_modules/.bin.
 */
export function anvilBinary(): string {
  const override = process.env.WALLETPORT_ANVIL_BIN;
  if (override !== undefined && override !== '') return override;
  const require = createRequire(import.meta.url);
  const platformPackage = PLATFORM_PACKAGES[`${process.platform}-${process.arch}`];
  if (platformPackage !== undefined) {
    try {
      const manifest = require.resolve(`${platformPackage}/package.json`);
      const binary = join(dirname(manifest), 'bin', process.platform === 'win32' ? 'anvil.exe' : 'anvil');
      if (existsSync(binary)) return binary;
    } catch {
      // Fall through to the wrapper.
    }
  }
  return join(dirname(require.resolve('@foundry-rs/anvil/package.json')), 'bin.mjs');
}

export type AnvilOptions = {
  chainId: number;
  port: number;
  /** Extra command-line arguments. */
  args?: readonly string[];
  /** How long to wait for the first answer. Default 15 s. */
  readyTimeoutMs?: number;
  /** Print anvil's output (RPC log) to this process's stdout/stderr. Default false. */
  verbose?: boolean;
};

export type AnvilProcess = {
  readonly chainId: number;
  readonly port: number;
  readonly rpcUrl: string;
  readonly pid: number;
  /** The last few kilobytes anvil printed, for error messages. */
  output(): string;
  /** Resolves once the process has exited. Safe to call more than once. */
  stop(): Promise<void>;
};

const OUTPUT_LIMIT = 8192;

/** Starts anvil and resolves once it answers eth_chainId with the expected id. */
export async function startAnvil(options: AnvilOptions): Promise<AnvilProcess> {
  const { chainId, port } = options;
  const rpcUrl = `http://${DEVSTACK_HOST}:${port}`;
  const args = [
    '--host', DEVSTACK_HOST,
    '--port', String(port),
    '--chain-id', String(chainId),
    '--mnemonic', ANVIL_MNEMONIC,
    '--accounts', '10',
    '--balance', '10000',
    ...(options.verbose === true ? [] : ['--quiet']),
    ...(options.args ?? []),
  ];
  await assertPortFree(port);
  const binary = anvilBinary();
  const command = binary.endsWith('.mjs') ? process.execPath : binary;
  const commandArgs = binary.endsWith('.mjs') ? [binary, ...args] : args;
  const child = spawn(command, commandArgs, {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, TARGET_TOOL: 'anvil' },
  });

  let output = '';
  const collect = (chunk: Buffer, stream: NodeJS.WriteStream): void => {
    output = (output + chunk.toString('utf8')).slice(-OUTPUT_LIMIT);
    if (options.verbose === true) stream.write(chunk);
  };
  child.stdout?.on('data', (chunk: Buffer) => collect(chunk, process.stdout));
  child.stderr?.on('data', (chunk: Buffer) => collect(chunk, process.stderr));

  const exited = new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });
  const spawnError = new Promise<never>((_, reject) => {
    child.once('error', (error) => reject(new Error(`Could not start anvil (${binary}): ${error.message}`)));
  });
  spawnError.catch(() => undefined);

  const stop = async (): Promise<void> => {
    await terminate(child, exited);
  };

  try {
    await Promise.race([
      waitForChainId(rpcUrl, chainId, options.readyTimeoutMs ?? 15_000, () => child.exitCode !== null || child.signalCode !== null),
      spawnError,
    ]);
  } catch (error) {
    await stop();
    const detail = output.trim() === '' ? '' : `\nanvil said:\n${output.trim()}`;
    throw new Error(`anvil for chain ${chainId} on port ${port} did not start: ${(error as Error).message}${detail}`, {
      cause: error,
    });
  }

  if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) {
    throw new Error(`anvil for chain ${chainId} on port ${port} exited right after starting:\n${output.trim()}`);
  }
  return { chainId, port, rpcUrl, pid: child.pid, output: () => output, stop };
}

async function terminate(child: ChildProcess, exited: Promise<void>): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 3000);
  try {
    await exited;
  } finally {
    clearTimeout(timer);
  }
}

async function waitForChainId(rpcUrl: string, chainId: number, timeoutMs: number, hasExited: () => boolean): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let lastError = 'no answer';
  while (Date.now() < deadline) {
    if (hasExited()) throw new Error('the process exited');
    try {
      const response = await fetch(rpcUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] }),
        signal: AbortSignal.timeout(1000),
      });
      const body = (await response.json()) as { result?: string };
      if (body.result !== undefined && Number.parseInt(body.result, 16) === chainId) return;
      lastError = `eth_chainId answered ${JSON.stringify(body)}`;
      if (body.result !== undefined) throw new Error(`another chain answers on ${rpcUrl}: ${lastError}`);
    } catch (error) {
      if ((error as Error).message.startsWith('another chain')) throw error;
      lastError = (error as Error).message;
    }
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`no eth_chainId answer within ${timeoutMs} ms (${lastError})`);
}

async function assertPortFree(port: number): Promise<void> {
  await new Promise<void>((resolve, reject) => {
    const server = createServer();
    server.once('error', (error: NodeJS.ErrnoException) =>
      reject(
        new Error(
          error.code === 'EADDRINUSE'
            ? `port ${port} on ${DEVSTACK_HOST} is already in use (another devstack running? set WALLETPORT_CHAIN_*_PORT)`
            : `cannot listen on ${DEVSTACK_HOST}:${port}: ${error.message}`,
        ),
      ),
    );
    server.listen(port, DEVSTACK_HOST, () => server.close(() => resolve()));
  });
}

/**
 * Ports freePort() hands out: below Linux's ephemeral range (32768-60999), where the kernel picks the local
 * port of every outgoing connection. A port the kernel chose with listen(0) comes from that range, so between
 * freePort() and the service's own listen a connection of the busy test run (a browser's, a fetch's) could take
 * it: anvil then failed with EADDRINUSE. Outgoing connections never take a port down here, and the port is
 * chosen at random and checked, so two processes rarely try the same one and never both keep it.
 */
const FREE_PORT_RANGE = { first: 20_000, count: 12_000 } as const;
const handedOut = new Set<number>();

/** A TCP port that was free a moment ago on 127.0.0.1 (for tests that must not collide with `npm start`). */
export async function freePort(): Promise<number> {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const port = FREE_PORT_RANGE.first + randomInt(FREE_PORT_RANGE.count);
    // Never the same port twice in one process (a devstack asks for thirteen at once).
    if (handedOut.has(port) || !(await canListen(port))) continue;
    handedOut.add(port);
    return port;
  }
  throw new Error(`no free port on ${DEVSTACK_HOST} between ${FREE_PORT_RANGE.first} and ${FREE_PORT_RANGE.first + FREE_PORT_RANGE.count - 1}`);
}

/** A free port whose next port is free too (and neither handed out before), for a service listening on both. */
export async function freePortPair(): Promise<number> {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const port = await freePort();
    if (handedOut.has(port + 1) || !(await canListen(port + 1))) continue;
    handedOut.add(port + 1);
    return port;
  }
  throw new Error(`no free pair of ports on ${DEVSTACK_HOST}`);
}

function canListen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.unref();
    server.once('error', () => resolve(false));
    server.listen(port, DEVSTACK_HOST, () => server.close(() => resolve(true)));
  });
}
