import { describe, expect, it } from 'vitest';
import type { Connector } from '../../entities/connector/connector.js';
import { catalogueWallet } from '../../../tests/fakes/wallet-catalogue.fake.js';
import { allWalletsForNamespace } from './allWalletsForNamespace.js';

const evmOnly = catalogueWallet({ id: 'rainbow', name: 'Rainbow', rdns: 'me.rainbow', chains: ['eip155:1'] });
const both = catalogueWallet({ id: 'phantom', name: 'Phantom', rdns: 'app.phantom', chains: ['eip155:1', 'solana:x'] });
const unknownChains = catalogueWallet({ id: 'mystery', name: 'Mystery', chains: null });
const announced = (id: string, chain: Connector['chain'], rdns: string): Connector => ({ id, name: id, type: 'ANNOUNCED', chain, info: { rdns } });
const rows = (list: ReturnType<typeof allWalletsForNamespace>) => list.map(({ wallet, connector }) => [wallet.id, connector?.id]);

describe('allWalletsForNamespace', () => {
  it("keeps the wallets whose chains name the namespace, each with that namespace's connector", () => {
    const connectors = [announced('phantom-evm', 'eip155', 'app.phantom'), announced('phantom-sol', 'solana', 'app.phantom')];
    expect(rows(allWalletsForNamespace({ wallets: [evmOnly, both, unknownChains], connectors, namespace: 'solana' }))).toEqual([['phantom', 'phantom-sol']]);
    expect(rows(allWalletsForNamespace({ wallets: [evmOnly, both, unknownChains], connectors, namespace: 'eip155' }))).toEqual([
      ['rainbow', undefined],
      ['phantom', 'phantom-evm'],
    ]);
  });

  it('keeps a wallet an installed connector of the namespace reaches, whatever its chains say', () => {
    const connectors = [announced('rainbow-sol', 'solana', 'me.rainbow')];
    expect(rows(allWalletsForNamespace({ wallets: [evmOnly, unknownChains], connectors, namespace: 'solana' }))).toEqual([['rainbow', 'rainbow-sol']]);
  });

  it('a wallet served on the namespace only through WalletConnect keeps no connector of the other namespace', () => {
    const connectors = [announced('phantom-evm', 'eip155', 'app.phantom')];
    expect(rows(allWalletsForNamespace({ wallets: [both], connectors, namespace: 'solana' }))).toEqual([['phantom', undefined]]);
  });

  it('keeps every wallet without a namespace', () => {
    const connectors = [announced('phantom-evm', 'eip155', 'app.phantom')];
    expect(rows(allWalletsForNamespace({ wallets: [evmOnly, both, unknownChains], connectors, namespace: undefined }))).toEqual([
      ['rainbow', undefined],
      ['phantom', 'phantom-evm'],
      ['mystery', undefined],
    ]);
  });
});
