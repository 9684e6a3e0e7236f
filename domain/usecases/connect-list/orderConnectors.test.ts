import { describe, expect, it } from 'vitest';
import { RECENT_WALLETS_MAX, RECOMMENDED_WALLETS_COUNT } from '../../entities/constants.js';
import type { Connector } from '../../entities/connector/connector.js';
import { catalogueWallet } from '../../../tests/fakes/wallet-catalogue.fake.js';
import { orderConnectors, type ConnectListEntry } from './orderConnectors.js';

const connector = (id: string, type: Connector['type'], extra: Partial<Connector> = {}): Connector => ({
  id,
  name: id,
  type,
  chain: 'eip155',
  ...extra,
});

const walletConnect = connector('walletConnect', 'WALLET_CONNECT');
const metamask = connector('io.metamask', 'ANNOUNCED', { explorerId: 'mm', info: { rdns: 'io.metamask' } });
const legacy = connector('injected', 'INJECTED');
const multi = connector('multi', 'MULTI_CHAIN');
const safe = connector('safe', 'EXTERNAL');
const auth = connector('ID_AUTH', 'AUTH');

const rainbow = catalogueWallet({ id: 'rainbow', rdns: 'me.rainbow' });
const trust = catalogueWallet({ id: 'trust', rdns: 'com.trustwallet.app' });
const zerion = catalogueWallet({ id: 'zerion' });
const ledger = catalogueWallet({ id: 'ledger' });
const okx = catalogueWallet({ id: 'okx' });
const phantom = catalogueWallet({ id: 'phantom' });
const metamaskWallet = catalogueWallet({ id: 'mm', rdns: 'io.metamask' });
const custom = { id: 'my-wallet', name: 'My Wallet' };

const summary = (entries: readonly ConnectListEntry[]) => entries.map((entry) => `${entry.group}:${entry.id}`);

describe('orderConnectors', () => {
  it('orders the groups walletConnect, recent, injected, featured, custom, external, recommended', () => {
    const entries = orderConnectors({
      connectors: [safe, legacy, metamask, walletConnect, multi, auth],
      recentWallets: [rainbow],
      catalogueWallets: [rainbow],
      featuredWallets: [trust],
      customWallets: [custom],
      recommendedWallets: [zerion],
    });
    expect(summary(entries)).toEqual([
      'walletConnect:walletConnect',
      'recent:rainbow',
      'injected:multi',
      'injected:io.metamask',
      'injected:injected',
      'featured:trust',
      'custom:my-wallet',
      'external:safe',
      'recommended:zerion',
    ]);
  });

  it('never lists the email and social connectors', () => {
    expect(orderConnectors({ connectors: [auth, connector('id-auth', 'ID_AUTH')] })).toEqual([]);
  });

  it(`shows at most ${RECENT_WALLETS_MAX} recent wallets, skipping ones that do not exist`, () => {
    const stale = { id: 'gone', name: 'Gone' };
    const entries = orderConnectors({
      connectors: [],
      recentWallets: [stale, rainbow, trust, zerion],
      catalogueWallets: [rainbow, trust, zerion],
    });
    expect(summary(entries)).toEqual(['recent:rainbow', 'recent:trust']);
    expect(RECENT_WALLETS_MAX).toBe(2);
  });

  it('treats a recent wallet as existing when a connector or a catalogue wallet matches its id or rdns', () => {
    const byRdns = { id: 'other-id', name: 'MetaMask', rdns: 'io.metamask' };
    const byCatalogueRdns = { id: 'old-id', rdns: 'me.rainbow' };
    const entries = orderConnectors({
      connectors: [metamask],
      recentWallets: [byRdns, byCatalogueRdns],
      recommendedWallets: [rainbow],
    });
    expect(summary(entries)).toEqual(['recent:other-id', 'recent:old-id']);
    expect(entries[0]?.connector).toBe(metamask);
    expect(entries[1]).toMatchObject({ connector: undefined, name: 'rainbow', rdns: 'me.rainbow' });
  });

  it('lists a wallet once, in its earliest group', () => {
    const entries = orderConnectors({
      connectors: [metamask],
      recentWallets: [metamaskWallet],
      featuredWallets: [metamaskWallet, rainbow],
      recommendedWallets: [rainbow, metamaskWallet, trust],
    });
    expect(summary(entries)).toEqual(['recent:mm', 'featured:rainbow', 'recommended:trust']);
    expect(entries[0]?.connector).toBe(metamask);
  });

  it('hides a recent wallet already listed in an earlier group of a custom order', () => {
    const entries = orderConnectors({
      connectors: [metamask],
      recentWallets: [metamaskWallet, rainbow],
      catalogueWallets: [rainbow],
      order: ['injected', 'recent'],
    });
    expect(summary(entries)).toEqual(['injected:io.metamask', 'recent:rainbow']);
  });

  it('attaches the connector that reaches a catalogue wallet (by explorer id or rdns)', () => {
    const entries = orderConnectors({ connectors: [metamask], featuredWallets: [metamaskWallet], order: ['featured'] });
    expect(entries).toEqual([
      { group: 'featured', id: 'mm', name: 'mm', rdns: 'io.metamask', connector: metamask, wallet: metamaskWallet },
    ]);
  });

  it("attaches a connector by the one catalogue rule: rdns ignoring case, or one of the wallet's injected ids", () => {
    const shouting = connector('uuid-rainbow', 'ANNOUNCED', { info: { rdns: 'ME.RAINBOW' } });
    const flagged = connector('isTrust', 'INJECTED');
    const trustByFlag = { ...trust, injected: [{ namespace: 'eip155', injected_id: 'isTrust' }] };
    const entries = orderConnectors({ connectors: [shouting, flagged, walletConnect], featuredWallets: [rainbow, trustByFlag], order: ['featured'] });
    expect(entries.map((entry) => [entry.id, entry.connector?.id])).toEqual([
      ['rainbow', 'uuid-rainbow'],
      ['trust', 'isTrust'],
    ]);
  });

  it(`shows ${RECOMMENDED_WALLETS_COUNT} recommended wallets, counting only those not already listed`, () => {
    const entries = orderConnectors({
      connectors: [],
      featuredWallets: [rainbow],
      recommendedWallets: [rainbow, trust, zerion, ledger, okx, phantom],
    });
    expect(summary(entries)).toEqual([
      'featured:rainbow',
      'recommended:trust',
      'recommended:zerion',
      'recommended:ledger',
      'recommended:okx',
    ]);
  });

  it('shows only the groups of a custom order, once each', () => {
    const entries = orderConnectors({
      connectors: [walletConnect, safe, legacy],
      order: ['external', 'walletConnect', 'external'],
    });
    expect(summary(entries)).toEqual(['external:safe', 'walletConnect:walletConnect']);
  });

  it('drops excluded wallets wherever they would appear', () => {
    const entries = orderConnectors({
      connectors: [metamask],
      recentWallets: [rainbow],
      catalogueWallets: [rainbow],
      recommendedWallets: [trust],
      excludedWalletIds: ['rainbow', 'trust', 'mm'],
    });
    expect(entries).toEqual([]);
  });
});
