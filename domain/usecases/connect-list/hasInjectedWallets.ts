/**
 * Whether the browser holds a wallet of its own (the Connect view then puts the wallet method first): an
 * installed connector as catalogueMatch.ts defines it (an EIP-6963 announcement, a legacy injected provider,
 * a multi-chain browser wallet). WalletConnect, the embedded wallet and host-supplied connectors do not
 * count: they are there on every page.
 */
import type { Connector } from '../../entities/connector/connector.js';
import { isInstalledConnector } from '../connectors/index.js';

export function hasInjectedWallets(connectors: readonly Pick<Connector, 'type'>[]): boolean {
  return connectors.some(isInstalledConnector);
}
