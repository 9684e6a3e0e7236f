/**
 * Whether the browser holds a wallet of its own (SPEC.md section 2 puts the wallet method first then): an
 * EIP-6963 announcement or a legacy injected provider. WalletConnect, the embedded wallet and host-supplied
 * connectors do not count: they are there on every page.
 */
import type { Connector } from '../../entities/connector/connector.js';

export function hasInjectedWallets(connectors: readonly Pick<Connector, 'type'>[]): boolean {
  return connectors.some((connector) => connector.type === 'ANNOUNCED' || connector.type === 'INJECTED');
}
