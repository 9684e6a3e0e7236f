/**
 * What a wallet the namespace holds a connection with says now, asked without a prompt (an 'active' connection is
 * reused, not connected again): its accounts, network and, for the active account,
 * its capabilities (walletAccountType). A wallet that no longer knows the page hands out no accounts.
 */
import type { WalletConnector } from '../../../ports/wallet-connector.port.js';
import type { ChainNamespace } from '../../entities/connector/connector.js';
import type { ConnectionContext } from './connection.context.js';

export type ReadWithoutPromptParameters = { namespace: ChainNamespace; connector: WalletConnector };
/** What the wallet gave; no accounts when it forgot the page or could not answer (logged). */
export type ReadWithoutPromptReturnType = Promise<{
  accounts: readonly string[];
  caipNetworkId: string;
  capabilities: Readonly<Record<string, unknown>> | undefined;
}>;
/** Never rejects: a failing wallet reads as one with no accounts. */
export type ReadWithoutPromptErrorType = never;

export async function readWithoutPrompt(
  { logger }: Pick<ConnectionContext, 'logger'>,
  { namespace, connector }: ReadWithoutPromptParameters,
): ReadWithoutPromptReturnType {
  try {
    const accounts = await connector.getAccounts();
    if (accounts.length === 0) return { accounts, caipNetworkId: '', capabilities: undefined };
    const caipNetworkId = await connector.getCaipNetworkId();
    // The account's type as at connect: from what the wallet says about it (walletAccountType).
    const capabilities = await connector.readCapabilities?.({ address: accounts[0]!, caipNetworkId });
    return { accounts, caipNetworkId, capabilities };
  } catch (error) {
    logger.debug(`The ${connector.info.id} connection on ${namespace} could not be read without a prompt`, error);
    return { accounts: [], caipNetworkId: '', capabilities: undefined };
  }
}
