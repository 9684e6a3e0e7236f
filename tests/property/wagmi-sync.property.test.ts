/**
 * walletport and wagmi never disagree: after any sequence of acts, from the wallet (another account, another
 * network, a disconnect), from walletport (its connect and disconnect) and from wagmi (connect through the
 * modal, closing it, switchChain, disconnect), wagmi's connection is the wallet's own: connected exactly when
 * the wallet has the page connected, with the wallet's accounts (checksummed, the active one first) and its
 * chain. The reference is the mock wallet's state, not walletport's. On @wagmi/core 2 and 3.
 */
import * as wagmi2 from '@wagmi/core';
import * as wagmi3 from '@wagmi/core3';
import fc from 'fast-check';
import { getAddress, http } from 'viem';
import { describe, expect, it } from 'vitest';
import { closeModal } from '../../actions/closeModal.js';
import { connect as walletportConnect } from '../../actions/connect.js';
import { disconnect as walletportDisconnect } from '../../actions/disconnect.js';
import { walletportDevnetA, walletportDevnetB } from '../../domain/entities/network/chains/walletportDevnets.js';
import { mockConnector } from '../../testing/mock-connector.js';
import { wagmiChains } from '../../wagmi/wagmiChains.js';
import { walletportConnector } from '../../wagmi/walletportConnector.js';
import { createTestClient } from '../fakes/create-test-client.js';
import { flushMicrotasks } from '../fakes/virtual-scheduler.fake.js';

type Wagmi = typeof wagmi2;
const ACCOUNTS = ['0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', '0x70997970C51812dc3A010C7d01b50e0d17dc79C8', '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'];
const CHAINS = [walletportDevnetA, walletportDevnetB];

type Act =
  | { kind: 'walletport connect' | 'walletport disconnect' | 'wagmi connect' | 'wagmi connect, closed' | 'wagmi disconnect' | 'wallet disconnect' }
  | { kind: 'wallet accounts'; accounts: string[] }
  | { kind: 'wallet chain' | 'wagmi switch'; chain: number };

const act: fc.Arbitrary<Act> = fc.oneof(
  fc.constantFrom<Act>({ kind: 'walletport connect' }, { kind: 'walletport disconnect' }, { kind: 'wagmi connect' }, { kind: 'wagmi connect, closed' }, { kind: 'wagmi disconnect' }, { kind: 'wallet disconnect' }),
  // Any non-empty ordering of some of the wallet's accounts, lower-cased or not (the wallet may send either).
  fc
    .tuple(fc.shuffledSubarray(ACCOUNTS, { minLength: 1 }), fc.boolean())
    .map(([accounts, lower]): Act => ({ kind: 'wallet accounts', accounts: lower ? accounts.map((account) => account.toLowerCase()) : accounts })),
  fc.constantFrom(0, 1).map((chain): Act => ({ kind: 'wallet chain', chain })),
  fc.constantFrom(0, 1).map((chain): Act => ({ kind: 'wagmi switch', chain })),
);

function world(wagmi: Wagmi) {
  const wallet = mockConnector({ accounts: ACCOUNTS.slice(0, 2), network: walletportDevnetA, knownNetworks: [walletportDevnetB] });
  const { client, ports } = createTestClient({ networks: [walletportDevnetA, walletportDevnetB] });
  ports.connectorDiscovery.announce(wallet);
  client.start();
  const config = wagmi.createConfig({
    chains: wagmiChains({ networks: client.options.networks, projectId: 'test-project' }).chains,
    transports: { [walletportDevnetA.id]: http('http://127.0.0.1:1'), [walletportDevnetB.id]: http('http://127.0.0.1:1') },
    connectors: [walletportConnector(client)],
    multiInjectedProviderDiscovery: false,
    storage: null,
  });
  return { client, wallet, config, connector: config.connectors[0]! };
}

async function perform(wagmi: Wagmi, { client, wallet, config, connector }: ReturnType<typeof world>, next: Act): Promise<void> {
  const connected = wallet.connected && wallet.permitted;
  switch (next.kind) {
    case 'walletport connect':
      await walletportConnect(client, { connectorId: 'mock' }).catch(() => undefined);
      return;
    case 'walletport disconnect':
      await walletportDisconnect(client).catch(() => undefined);
      return;
    case 'wagmi connect':
    case 'wagmi connect, closed': {
      const connecting = wagmi.connect(config, { connector }).catch(() => undefined);
      await flushMicrotasks();
      if (next.kind === 'wagmi connect') await walletportConnect(client, { connectorId: 'mock' }).catch(() => undefined);
      else await closeModal(client);
      await connecting;
      return;
    }
    case 'wagmi disconnect':
      await wagmi.disconnect(config).catch(() => undefined);
      return;
    case 'wallet disconnect':
      if (connected) wallet.emitDisconnect();
      return;
    case 'wallet accounts':
      if (connected) wallet.emitAccountsChanged(next.accounts);
      return;
    case 'wallet chain':
      if (connected) wallet.emitChainChanged(CHAINS[next.chain]!.caipNetworkId);
      return;
    case 'wagmi switch':
      if (wagmi.getAccount(config).status === 'connected') await wagmi.switchChain(config, { chainId: CHAINS[next.chain]!.id }).catch(() => undefined);
      return;
  }
}

describe.each([
  ['@wagmi/core 2', wagmi2],
  ['@wagmi/core 3', wagmi3 as unknown as Wagmi],
])("wagmi follows the wallet through walletport (%s)", (_name, wagmi) => {
  it('after any sequence of acts on either side, wagmi holds exactly the wallet’s connection', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(act, { minLength: 1, maxLength: 12 }), async (acts) => {
        const setup = world(wagmi);
        for (const next of acts) {
          await perform(wagmi, setup, next);
          await flushMicrotasks();
          const { wallet, config } = setup;
          const account = wagmi.getAccount(config);
          if (wallet.connected && wallet.permitted) {
            expect(account.status).toBe('connected');
            expect(account.addresses).toEqual(wallet.accounts.map((address) => getAddress(address)));
            expect(account.chainId).toBe(Number(wallet.caipNetworkId.split(':')[1]));
          } else {
            expect(account.status).toBe('disconnected');
          }
        }
      }),
      { numRuns: 60 },
    );
  });
});
