import { describe, expect, it } from 'vitest';
import type { ChainNamespace } from '../../entities/connector/connector.js';
import { buildNamespaceConnection, disconnectedConnection } from './buildNamespaceConnection.js';
import { disconnectScope } from './disconnectScope.js';

const evm = buildNamespaceConnection({ namespace: 'eip155', connectorId: 'io.metamask', accounts: ['0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266'], caipNetworkId: 'eip155:1' });
const sol = buildNamespaceConnection({
  namespace: 'solana',
  connectorId: 'app.phantom.solana',
  accounts: ['7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV'],
  caipNetworkId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
});

const scope = (shown: ChainNamespace | undefined, namespaces: Parameters<typeof disconnectScope>[0]['state']['namespaces']) =>
  disconnectScope({ state: { namespaces }, shown });

describe('disconnectScope', () => {
  it('ends everything when one namespace is connected', () => {
    expect(scope('eip155', { eip155: evm, solana: disconnectedConnection('solana') })).toEqual({ namespace: undefined, only: false });
  });

  it('ends only the namespace shown when several are connected', () => {
    expect(scope('solana', { eip155: evm, solana: sol })).toEqual({ namespace: 'solana', only: true });
    expect(scope('eip155', { eip155: evm, solana: sol })).toEqual({ namespace: 'eip155', only: true });
  });

  it('ends everything when the view shows no connected namespace', () => {
    expect(scope(undefined, { eip155: evm, solana: sol })).toEqual({ namespace: undefined, only: false });
    expect(scope('bip122', { eip155: evm, solana: sol })).toEqual({ namespace: undefined, only: false });
  });
});
