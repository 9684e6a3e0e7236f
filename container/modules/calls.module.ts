/**
 * Batched calls (EIP-5792) and their status: a flow of its own (container/flows.ts), so
 * a page that never sends a batch loads none of it. The bundler client is the composition root's (its code
 * loads with the first status read from a bundler). The wallet is the connected eip155 one, through the
 * provider walletport hands out (its sends are followed to their receipt); its WalletConnect session, when it
 * has one, says which bundler it used and whether it approved `wallet_getCallsStatus`.
 */
import type { CallsUseCase } from '../../domain/usecases/calls/index.js';
import { WALLET_CONNECT_CONNECTOR_ID } from '../../domain/entities/connector/connector.js';
import type { CallsSession } from '../../domain/entities/calls/callsStatusSource.js';
import { walletportError } from '../../domain/entities/errors/catalogue.js';
import { BundlerClientToken, type BundlerClient } from '../../ports/bundler-client.port.js';
import { LoggerToken } from '../../ports/logger.port.js';
import { SchedulerToken } from '../../ports/scheduler.port.js';
import { WalletConnectClientToken, type WalletConnectClient } from '../../ports/walletconnect.port.js';
import { FLOWS } from '../flows.js';
import { lazyService } from '../service.js';
import { Connection } from './connection.module.js';
import { Core } from './core.module.js';

export const Calls = {
  /** Batched calls through the connected eip155 wallet: sendCalls, getCallsStatus, waitForCallsStatus, getCapabilities. */
  calls: lazyService('CallsUseCase', FLOWS.calls, (resolve, { CallsUseCase }): CallsUseCase => {
    const connection = resolve(Connection.connection);
    const walletConnect = resolve(WalletConnectClientToken);
    const { rpcUrl, projectId } = resolve(Core.options).snapshot.options;
    return new CallsUseCase({
      wallet: async () => {
        const { status, address, caipNetworkId } = connection.snapshot.namespaces.eip155 ?? {};
        if (status !== 'connected' || address === undefined || caipNetworkId === undefined) return undefined;
        const provider = await connection.getProvider('eip155');
        return provider && { provider, address, caipNetworkId };
      },
      session: async () =>
        walletConnect && connection.snapshot.namespaces.eip155?.connectorId === WALLET_CONNECT_CONNECTOR_ID
          ? walletConnectCallsSession(walletConnect)
          : undefined,
      bundler: resolve(BundlerClientToken) ?? NO_BUNDLER,
      settings: { rpcUrl, projectId },
      scheduler: resolve(SchedulerToken),
      logger: resolve(LoggerToken),
    });
  }),
};

/** The live WalletConnect session's properties and eip155 methods (none: no method approved). */
async function walletConnectCallsSession(client: WalletConnectClient): Promise<CallsSession> {
  const session = await client.restoreSession();
  return { properties: session?.sessionProperties ?? {}, methods: session?.namespaces['eip155']?.methods ?? [] };
}

/** A page without a bundler client reads statuses from wallets only: a bundler named anyway cannot be asked. */
const NO_BUNDLER: BundlerClient = {
  getUserOperationReceipt: () =>
    Promise.reject(walletportError('SOMETHING_WENT_WRONG', [], { details: 'This client has no bundler client to read user operation receipts' })),
};
