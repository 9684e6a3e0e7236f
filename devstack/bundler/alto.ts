/**
 * One alto (the @pimlico/alto ERC-4337 bundler) for one chain: a child process on 127.0.0.1 (./loopback-preload.mjs
 * moves its listener off 0.0.0.0), without Redis, with the devstack's own executor and utility keys (funded here
 * with anvil_setBalance, so no anvil default account's nonce moves), ready once it answers
 * eth_supportedEntryPoints with EntryPoint v0.8. stop() ends it (SIGTERM, then SIGKILL) and waits.
 */
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { createTestClient, http, isAddressEqual, parseEther, type Address } from 'viem';
import { DEVSTACK_HOST } from '../config.js';
import { ACCOUNT_ABSTRACTION_KEYS, ENTRY_POINT_08_ADDRESS } from '../chains/account-abstraction.js';

export type StartAltoOptions = {
  chainId: number;
  /** The chain's JSON-RPC (anvil). */
  rpcUrl: string;
  port: number;
  /** How long to wait for the first answer. Default 60 s: alto takes 9 to 17 s on a busy 2-core machine. */
  readyTimeoutMs?: number;
  /** Print alto's log. Default false. */
  verbose?: boolean;
};

export type AltoProcess = {
  readonly chainId: number;
  readonly port: number;
  /** The bundler's JSON-RPC endpoint (POST). */
  readonly url: string;
  readonly pid: number;
  /** The last few kilobytes alto printed, for error messages. */
  output(): string;
  /** Resolves once the process has exited. Idempotent. */
  stop(): Promise<void>;
};

const OUTPUT_LIMIT = 8192;
/** What the executor and utility accounts hold: gas for a few thousand bundles on a local chain. */
const BUNDLER_ACCOUNT_BALANCE = parseEther('1000');

function altoCli(): string {
  const require = createRequire(import.meta.url);
  // The package exports only its entry (esm/index.js); the CLI sits beside it.
  return join(dirname(require.resolve('@pimlico/alto')), 'cli', 'alto.js');
}

const PRELOAD = pathToFileURL(join(dirname(fileURLToPath(import.meta.url)), 'loopback-preload.mjs')).href;

export async function startAlto(options: StartAltoOptions): Promise<AltoProcess> {
  const { chainId, rpcUrl, port } = options;
  const url = `http://${DEVSTACK_HOST}:${port}`;
  const testClient = createTestClient({ transport: http(rpcUrl, { retryCount: 0 }), mode: 'anvil' });
  for (const key of [ACCOUNT_ABSTRACTION_KEYS.bundlerExecutor, ACCOUNT_ABSTRACTION_KEYS.bundlerUtility]) {
    await testClient.setBalance({ address: key.address, value: BUNDLER_ACCOUNT_BALANCE });
  }
  const args = [
    '--import', PRELOAD,
    altoCli(),
    '--entrypoints', ENTRY_POINT_08_ADDRESS,
    '--rpc-url', rpcUrl,
    '--port', String(port),
    '--executor-private-keys', ACCOUNT_ABSTRACTION_KEYS.bundlerExecutor.privateKey,
    '--utility-private-key', ACCOUNT_ABSTRACTION_KEYS.bundlerUtility.privateKey,
    // safe mode needs debug_traceCall with alto's tracer, which anvil lacks.
    '--safe-mode', 'false',
    // anvil mines on arrival: poll for receipts often instead of alto's 1 s default.
    '--block-time', '100',
    '--log-level', options.verbose === true ? 'info' : 'warn',
  ];
  const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'pipe'] });

  let output = '';
  const collect = (chunk: Buffer, stream: NodeJS.WriteStream): void => {
    output = (output + chunk.toString('utf8')).slice(-OUTPUT_LIMIT);
    if (options.verbose === true) stream.write(chunk);
  };
  child.stdout?.on('data', (chunk: Buffer) => collect(chunk, process.stdout));
  child.stderr?.on('data', (chunk: Buffer) => collect(chunk, process.stderr));
  const hasExited = (): boolean => child.exitCode !== null || child.signalCode !== null;
  const exited = new Promise<void>((resolve) => {
    if (hasExited()) resolve();
    else child.once('exit', () => resolve());
  });
  child.once('error', () => undefined);

  let stopping: Promise<void> | undefined;
  const stop = (): Promise<void> =>
    (stopping ??= (async () => {
      if (hasExited()) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 3000);
      try {
        await exited;
      } finally {
        clearTimeout(timer);
      }
    })());

  try {
    await waitForEntryPoint(url, options.readyTimeoutMs ?? 60_000, hasExited);
  } catch (error) {
    await stop();
    const detail = output.trim() === '' ? '' : `\nalto said:\n${output.trim()}`;
    throw new Error(`alto for chain ${chainId} on port ${port} did not start: ${(error as Error).message}${detail}`, { cause: error });
  }
  if (child.pid === undefined) throw new Error(`alto for chain ${chainId} has no process id`);
  return { chainId, port, url, pid: child.pid, output: () => output, stop };
}

async function waitForEntryPoint(url: string, timeoutMs: number, hasExited: () => boolean): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let lastError = 'no answer';
  while (Date.now() < deadline) {
    if (hasExited()) throw new Error('the process exited');
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_supportedEntryPoints', params: [] }),
        signal: AbortSignal.timeout(1000),
      });
      const body = (await response.json()) as { result?: Address[] };
      if (body.result?.some((address) => isAddressEqual(address, ENTRY_POINT_08_ADDRESS)) === true) return;
      lastError = `eth_supportedEntryPoints answered ${JSON.stringify(body)}`;
    } catch (error) {
      lastError = (error as Error).message;
    }
    // Not a timing assumption: the loop ends on the answer; this only spaces the polls.
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no eth_supportedEntryPoints answer within ${timeoutMs} ms (${lastError})`);
}
