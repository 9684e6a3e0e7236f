/**
 * Whether the browser holds a wallet of its own (SPEC.md section 2 puts the wallet method first then): an
 * EIP-6963 announcement, a legacy injected provider, or one browser wallet spanning several namespaces
 * (MULTI_CHAIN). WalletConnect, the embedded wallet and host-supplied connectors do not count: they are
 * there on every page.
 */
import type { Connector, ConnectorType } from '../../entities/connector/connector.js';

const BROWSER_WALLET_TYPES: readonly ConnectorType[] = ['INJECTED', 'ANNOUNCED', 'MULTI_CHAIN'];

export function hasInjectedWallets(connectors: readonly Pick<Connector, 'type'>[]): boolean {
  return connectors.some((connector) => BROWSER_WALLET_TYPES.includes(connector.type));
}
