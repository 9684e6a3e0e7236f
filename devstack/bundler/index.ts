/**
 * The devstack's ERC-4337 bundlers: one alto per local EVM chain (alto serves one chain), started together.
 * Hosts never call them directly: the local cloud's bundler route (devstack/cloud, SPEC section 7) forwards
 * `?bundler=pimlico&projectId=…&chainId=…` to the chain's alto.
 *
 *   const bundlers = await startBundlers({ chains: [{ chainId, rpcUrl, port }] });
 *   bundlers.urlFor(31337) // http://127.0.0.1:<port>
 *   await bundlers.stopBundler(31337); await bundlers.startBundler(31337); // "bundler down" and back, same port
 *   await bundlers.stop();
 *
 * The processes die with this process: stop() ends them, and so does this process's exit (only a SIGKILL of
 * this process can orphan them; the devstack's signal handlers call stop()).
 */
import { startAlto, type AltoProcess } from './alto.js';

export { startAlto, type AltoProcess, type StartAltoOptions } from './alto.js';

type BundlerChain = { chainId: number; rpcUrl: string; port: number };

export type StartBundlersOptions = {
  chains: readonly BundlerChain[];
  verbose?: boolean;
};

export type RunningBundler = { chainId: number; url: string; port: number; pid: number };

export type RunningBundlers = {
  /** The bundlers as started (a restarted one keeps its port and URL, not its pid: see pidOf). */
  bundlers: RunningBundler[];
  /** The bundler URL of a chain, or undefined for a chain without one. */
  urlFor(chainId: number): string | undefined;
  /** The running alto's process id for a chain, undefined while it is stopped. */
  pidOf(chainId: number): number | undefined;
  /** Stops one chain's alto (a "bundler down" for tests): the cloud's route then answers 502 for that chain. */
  stopBundler(chainId: number): Promise<void>;
  /** Starts a stopped chain's alto again on the same port; resolves once it answers. No-op if it runs. */
  startBundler(chainId: number): Promise<void>;
  /** How long the start took (ms): alto is the slowest part of the devstack to come up. */
  startupMs: number;
  /** Stops every alto and waits for them to exit. Idempotent. */
  stop(): Promise<void>;
};

export type StartBundlersReturnType = Promise<RunningBundlers>;
export type StartBundlersErrorType = Error;

export async function startBundlers(options: StartBundlersOptions): StartBundlersReturnType {
  const started = Date.now();
  const live = new Map<number, AltoProcess>();
  const launch = async (chain: BundlerChain): Promise<AltoProcess> => {
    const alto = await startAlto({ ...chain, ...(options.verbose === undefined ? {} : { verbose: options.verbose }) });
    live.set(chain.chainId, alto);
    return alto;
  };
  const killAll = (): void => {
    for (const alto of live.values()) {
      try {
        process.kill(alto.pid, 'SIGTERM');
      } catch {
        // Already gone.
      }
    }
  };
  const stopAll = async (): Promise<void> => {
    const stopping = [...live.values()].map((alto) => alto.stop());
    live.clear();
    await Promise.all(stopping);
    process.off('exit', killAll);
  };
  process.on('exit', killAll);

  // allSettled, not all: on a failure every alto must have finished starting before stopAll() runs.
  const results = await Promise.allSettled(options.chains.map(launch));
  const failure = results.find((result) => result.status === 'rejected');
  if (failure !== undefined) {
    await stopAll();
    throw failure.reason;
  }
  const bundlers = results.map((result) => {
    const { chainId, url, port, pid } = (result as PromiseFulfilledResult<AltoProcess>).value;
    return { chainId, url, port, pid };
  });
  const chainOf = (chainId: number): BundlerChain => {
    const chain = options.chains.find((candidate) => candidate.chainId === chainId);
    if (chain === undefined) throw new Error(`No bundler for chain ${chainId}`);
    return chain;
  };
  let stopping: Promise<void> | undefined;
  return {
    bundlers,
    urlFor: (chainId) => bundlers.find((bundler) => bundler.chainId === chainId)?.url,
    pidOf: (chainId) => live.get(chainId)?.pid,
    async stopBundler(chainId) {
      chainOf(chainId);
      const alto = live.get(chainId);
      live.delete(chainId);
      await alto?.stop();
    },
    async startBundler(chainId) {
      const chain = chainOf(chainId);
      if (stopping !== undefined) throw new Error('The bundlers are stopped');
      if (!live.has(chainId)) await launch(chain);
    },
    startupMs: Date.now() - started,
    stop: () => (stopping ??= stopAll()),
  };
}
