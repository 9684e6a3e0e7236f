import { describe, expect, it } from 'vitest';
import { connectorTypes, type Connector } from '../../entities/connector/connector.js';
import { catalogueWallet } from '../../../tests/fakes/wallet-catalogue.fake.js';
import {
  connectorReachesWallet,
  findCatalogueWallet,
  findWalletConnector,
  isDirectConnector,
  isInstalledConnector,
  walletConnectors,
  withCatalogueWallet,
} from './catalogueMatch.js';

const connector = (id: string, type: Connector['type'], extra: Partial<Connector> = {}): Connector => ({ id, name: id, type, chain: 'eip155', ...extra });

const zerion = catalogueWallet({
  id: 'ecc4036f',
  rdns: 'io.zerion.wallet',
  image_id: 'zerion-image',
  injected: [{ namespace: 'eip155', injected_id: 'isZerion' }],
});

describe('the catalogue-matching rule', () => {
  it("calls browser wallets installed; host connectors open a wallet directly without being 'installed'", () => {
    expect(connectorTypes.filter((type) => isInstalledConnector({ type }))).toEqual(['INJECTED', 'ANNOUNCED', 'MULTI_CHAIN']);
    expect(connectorTypes.filter((type) => isDirectConnector({ type }))).toEqual(['EXTERNAL', 'INJECTED', 'ANNOUNCED', 'MULTI_CHAIN']);
  });

  it('matches by catalogue id (as id or explorer id), by rdns ignoring case, or by injected id on the same namespace', () => {
    expect(connectorReachesWallet(connector('ecc4036f', 'EXTERNAL'), zerion)).toBe(true);
    expect(connectorReachesWallet(connector('uuid', 'ANNOUNCED', { explorerId: 'ecc4036f' }), zerion)).toBe(true);
    expect(connectorReachesWallet(connector('uuid', 'ANNOUNCED', { info: { rdns: 'IO.Zerion.Wallet' } }), zerion)).toBe(true);
    expect(connectorReachesWallet(connector('isZerion', 'INJECTED'), zerion)).toBe(true);
    expect(connectorReachesWallet(connector('isZerion', 'INJECTED', { chain: 'solana' }), zerion)).toBe(false);
    expect(connectorReachesWallet(connector('uuid', 'ANNOUNCED', { info: { rdns: 'io.other' } }), zerion)).toBe(false);
  });

  it('never lets WalletConnect or the email and social wallets stand for a catalogue wallet', () => {
    for (const type of ['WALLET_CONNECT', 'AUTH', 'ID_AUTH'] as const) {
      expect(connectorReachesWallet(connector('ecc4036f', type, { explorerId: 'ecc4036f', info: { rdns: 'io.zerion.wallet' } }), zerion)).toBe(false);
    }
  });

  it('finds the first match either way', () => {
    const announced = connector('uuid', 'ANNOUNCED', { info: { rdns: 'io.zerion.wallet' } });
    const legacy = connector('isZerion', 'INJECTED');
    expect(findWalletConnector(zerion, [connector('walletConnect', 'WALLET_CONNECT'), announced, legacy])).toBe(announced);
    expect(findWalletConnector({ id: 'recent-id', rdns: 'io.zerion.wallet' }, [legacy, announced])).toBe(announced);
    expect(findCatalogueWallet(legacy, [catalogueWallet({ id: 'other' }), zerion])).toBe(zerion);
    expect(findCatalogueWallet(legacy, [])).toBeUndefined();
  });

  it("completes a connector with the wallet's id and image, keeping what it has and leaving others as they are", () => {
    const legacy = connector('isZerion', 'INJECTED');
    expect(withCatalogueWallet(legacy, [zerion])).toEqual({ ...legacy, explorerId: 'ecc4036f', imageId: 'zerion-image' });
    const withImage = connector('isZerion', 'INJECTED', { imageId: 'own' });
    expect(withCatalogueWallet(withImage, [zerion])).toEqual({ ...withImage, explorerId: 'ecc4036f' });
    const known = connector('isZerion', 'INJECTED', { explorerId: 'mine' });
    expect(withCatalogueWallet(known, [zerion])).toBe(known);
    expect(withCatalogueWallet(legacy, [catalogueWallet({ id: 'other' })])).toBe(legacy);
  });

  describe('Wallet Standard wallets, known by their name', () => {
    const phantom = catalogueWallet({
      id: 'a797aa35',
      name: 'Phantom',
      rdns: 'app.phantom',
      image_id: 'phantom-image',
      chains: ['eip155:1', 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'],
      injected: [{ namespace: 'solana', injected_id: 'isPhantom' }],
    });
    const standard = (name: string): Connector => connector(`wallet-standard:${name}`, 'ANNOUNCED', { name, chain: 'solana' });

    it("matches an entry's name, not its injected id (a Wallet Standard connector has no legacy flag)", () => {
      expect(connectorReachesWallet(standard('Phantom'), phantom)).toBe(true);
      expect(connectorReachesWallet(standard(' phantom'), phantom)).toBe(true);
      expect(withCatalogueWallet(standard('Phantom'), [zerion, phantom])).toMatchObject({ explorerId: 'a797aa35', imageId: 'phantom-image' });
    });

    it('a hostile wallet registering under Phantom never takes the row of the Phantom that announced its rdns', () => {
      const impostor = standard('Phantom');
      const real = connector('uuid-phantom', 'ANNOUNCED', { name: 'Phantom', info: { rdns: 'app.phantom' } });
      // Listed first, the impostor still comes after the one that reaches the wallet by rdns.
      expect(findWalletConnector(phantom, [impostor, real])).toBe(real);
      expect(walletConnectors(phantom, [impostor, real])).toEqual([real, impostor]);
      // And it is not completed with Phantom's id and image: it stays a wallet of its own name.
      expect(withCatalogueWallet(impostor, [phantom], [impostor, real])).toBe(impostor);
      expect(withCatalogueWallet(real, [phantom], [impostor, real])).toMatchObject({ explorerId: 'a797aa35' });
    });

    it("a wallet taking an EVM wallet's name over Wallet Standard is not that wallet", () => {
      const metamask = catalogueWallet({ id: 'c57ca95b', name: 'MetaMask', rdns: 'io.metamask', chains: ['eip155:1'] });
      expect(connectorReachesWallet(standard('MetaMask'), metamask)).toBe(false);
      expect(withCatalogueWallet(standard('MetaMask'), [metamask])).toEqual(standard('MetaMask'));
    });

    it('prefers an entry the connector reaches by id to one it reaches by name', () => {
      const named = catalogueWallet({ id: 'named', name: 'Backpack', chains: ['solana:x'] });
      const flagged = catalogueWallet({ id: 'flagged', name: 'Other', injected: [{ namespace: 'solana', injected_id: 'wallet-standard:Backpack' }] });
      expect(findCatalogueWallet(standard('Backpack'), [named, flagged])).toBe(flagged);
    });
  });
});
