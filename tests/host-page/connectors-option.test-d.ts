/** Type tests (checked by the typecheck of the test command, not run): the `connectors` option takes the mock. */
import { createWalletport, type WalletConnector } from '../../index.js';
import { base, mainnet } from '../../networks.js';
import { mockConnector, userRejectedError, type MockConnector } from '../../testing/index.js';

const wallet = mockConnector({ accounts: ['0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'], network: mainnet, knownNetworks: [base, 'eip155:10'] });
createWalletport({ projectId: 'p', networks: [mainnet], connectors: [wallet] });
createWalletport({ projectId: 'p', networks: [mainnet], connectors: [wallet, mockConnector({ accounts: [], network: 'eip155:8453', id: 'second' })] });

// The mock is a WalletConnector, and its switches take a wallet's error objects.
const connector: WalletConnector = wallet;
wallet.failConnectWith = userRejectedError();
wallet.hangConnect = true;
void connector;
void (wallet satisfies MockConnector);

// @ts-expect-error `connectors` holds connectors, not their descriptions
createWalletport({ projectId: 'p', networks: [mainnet], connectors: [{ id: 'mock', name: 'Mock', type: 'EXTERNAL', chain: 'eip155' }] });

// @ts-expect-error `network` is required
mockConnector({ accounts: [] });

// @ts-expect-error a network object needs its CAIP-2 id
mockConnector({ accounts: [], network: { id: 1 } });
