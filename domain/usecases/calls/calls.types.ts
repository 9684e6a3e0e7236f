/** What the calls flow is given, and the context its commands share. */
import type { BundlerClient } from '../../../ports/bundler-client.port.js';
import type { Logger } from '../../../ports/logger.port.js';
import type { Scheduler } from '../../../ports/scheduler.port.js';
import type { Eip1193Provider } from '../../../ports/wallet-connector.port.js';
import type { CallsSession } from '../../entities/calls/callsStatusSource.js';

/** The connected eip155 wallet: the provider walletport hands out (its sends are followed), account, chain. */
export type CallsWallet = {
  provider: Eip1193Provider;
  address: string;
  /** CAIP-2 id of the chain the wallet is on. */
  caipNetworkId: string;
};

export type CallsUseCaseDependencies = {
  /** The connected eip155 wallet, or undefined while none is connected. */
  wallet: () => Promise<CallsWallet | undefined>;
  /** The connected wallet's session (WalletConnect), or undefined for a wallet without one. */
  session: () => Promise<CallsSession | undefined>;
  bundler: BundlerClient;
  /** walletport's RPC host (the `rpcUrl` option) and the project: a session's bundler name is reached there. */
  settings: { rpcUrl: string; projectId: string };
  scheduler: Pick<Scheduler, 'schedule'>;
  logger: Logger;
};

/** Shared by the commands: the dependencies and where each batch sent through here went. */
export type CallsContext = {
  deps: CallsUseCaseDependencies;
  /** Batch id to the CAIP-2 id it was sent on, so its status is read on that chain after a network switch. */
  sentOn: Map<string, string>;
};

/** Batches remembered with their chain (a bound on memory only; an older id is read on the current chain). */
export const REMEMBERED_BATCHES = 256;
