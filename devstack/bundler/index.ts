/**
 * The devstack's ERC-4337 bundlers: one alto per local EVM chain (alto serves one chain), started together.
 * Hosts never call them directly: the local cloud's bundler route (devstack/cloud, SPEC section 7) forwards
 * `?bundler=pimlico&projectId=…&chainId=…` to the chain's alto.
 *
 *   const bundlers = await startBundlers({ chains: [{ chainId, rpcUrl, port }] });
 *   bundlers.urlFor(31337) // http://127.0.0.1:<port>
 *   await bundlers.stop();
 *
 * The processes die with this process: stop() ends them, and so does this process's exit (only a SIGKILL of
 * this process can orphan them; the devstack's signal handlers call stop()).
 */
import { startAlto, type AltoProcess } from './alto.js';

export { startAlto, type AltoProcess, type StartAltoOptions } from './alto.js';

export type StartBundlersOptions = {
  chains: readonly { chainId: number; rpcUrl: string; port: number }[];
  verbose?: boolean;
};

export type RunningBundler = { chainId: number; url: string; port: number; pid: number };

export type RunningBundlers = {
  bundlers: RunningBundler[];
  /** The bundler URL of a chain, or undefined for a chain without one. */
  urlFor(chainId: number): string | undefined;
  /** How long the start took (ms): alto is the slowest part of the devstack to come up. */
  startupMs: number;
  /** Stops every alto and waits for them to exit. Idempotent. */
  stop(): Promise<void>;
};

export type StartBundlersReturnType = Promise<RunningBundlers>;
export type StartBundlersErrorType = Error;

export async function startBundlers(options: StartBundlersOptions): StartBundlersReturnType {
  const started = Date.now();
  const live: AltoProcess[] = [];
  const stopAll = async (): Promise<void> => {
    await Promise.all(live.splice(0).map((alto) => alto.stop()));
    process.off('exit', killAll);
  };
  const killAll = (): void => {
    for (const alto of live) {
      try {
        process.kill(alto.pid, 'SIGTERM');
      } catch {
        // Already gone.
      }
    }
  };
  process.on('exit', killAll);

  // allSettled, not all: on a failure every alto must have finished starting before stopAll() runs.
  const results = await Promise.allSettled(
    options.chains.map(async (chain) => {
      const alto = await startAlto({ ...chain, ...(options.verbose === undefined ? {} : { verbose: options.verbose }) });
      live.push(alto);
      return alto;
    }),
  );
  const failure = results.find((result) => result.status === 'rejected');
  if (failure !== undefined) {
    await stopAll();
    throw failure.reason;
  }
  const bundlers = results.map((result) => {
    const { chainId, url, port, pid } = (result as PromiseFulfilledResult<AltoProcess>).value;
    return { chainId, url, port, pid };
  });
  let stopping: Promise<void> | undefined;
  return {
    bundlers,
    urlFor: (chainId) => bundlers.find((bundler) => bundler.chainId === chainId)?.url,
    startupMs: Date.now() - started,
    stop: () => (stopping ??= stopAll()),
  };
}
