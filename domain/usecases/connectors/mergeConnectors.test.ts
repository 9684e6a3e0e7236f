import { describe, expect, it } from 'vitest';
import type { Connector } from '../../entities/connector/connector.js';
import { mergeConnectors } from './mergeConnectors.js';

const connector = (id: string, type: Connector['type'], rdns?: string, chain: Connector['chain'] = 'eip155'): Connector => ({
  id,
  name: id,
  type,
  chain,
  ...(rdns === undefined ? {} : { info: { rdns } }),
});
const merge = (connectors: Connector[]) => mergeConnectors(connectors, (entry) => entry).map((entry) => entry.id);

describe('mergeConnectors', () => {
  it('keeps distinct wallets in their order', () => {
    expect(merge([connector('walletConnect', 'WALLET_CONNECT'), connector('a', 'ANNOUNCED', 'io.a'), connector('b', 'ANNOUNCED', 'io.b')])).toEqual([
      'walletConnect',
      'a',
      'b',
    ]);
  });

  it('keeps the first of two connectors with the same id', () => {
    const first = connector('a', 'ANNOUNCED', 'io.a');
    const second = { ...connector('a', 'ANNOUNCED', 'io.other'), name: 'second' };
    expect(mergeConnectors([first, second], (entry) => entry)).toEqual([first]);
  });

  it('an announced connector replaces a legacy injected one with the same rdns, in its place', () => {
    expect(merge([connector('injected', 'INJECTED', 'io.metamask'), connector('x', 'EXTERNAL'), connector('mm', 'ANNOUNCED', 'io.metamask')])).toEqual([
      'mm',
      'x',
    ]);
  });

  it('a legacy injected connector never replaces an announced one', () => {
    expect(merge([connector('mm', 'ANNOUNCED', 'io.metamask'), connector('injected', 'INJECTED', 'io.metamask')])).toEqual(['mm']);
  });

  it('compares rdns ignoring case', () => {
    expect(merge([connector('injected', 'INJECTED', 'IO.MetaMask'), connector('mm', 'ANNOUNCED', 'io.metamask')])).toEqual(['mm']);
  });

  it('an announced connector also wins over an injected one with its id', () => {
    expect(merge([connector('mm', 'INJECTED'), connector('mm', 'ANNOUNCED', 'io.metamask')])).toEqual(['mm']);
    expect(mergeConnectors([connector('mm', 'INJECTED'), connector('mm', 'ANNOUNCED', 'io.metamask')], (entry) => entry)[0]?.type).toBe(
      'ANNOUNCED',
    );
  });

  it('between two announced connectors with the same rdns the first stays', () => {
    expect(merge([connector('one', 'ANNOUNCED', 'io.a'), connector('two', 'ANNOUNCED', 'io.a')])).toEqual(['one']);
  });

  it('the same rdns on two namespaces is two wallets', () => {
    expect(merge([connector('phantom-evm', 'ANNOUNCED', 'app.phantom'), connector('phantom-sol', 'ANNOUNCED', 'app.phantom', 'solana')])).toEqual([
      'phantom-evm',
      'phantom-sol',
    ]);
  });

  it('one winner replaces every weaker duplicate it matches', () => {
    expect(
      merge([connector('injected', 'INJECTED'), connector('legacy', 'INJECTED', 'io.a'), connector('injected', 'ANNOUNCED', 'io.a')]),
    ).toEqual(['injected']);
  });

  it('ignores connectors without rdns when matching by rdns', () => {
    expect(merge([connector('a', 'INJECTED'), connector('b', 'ANNOUNCED')])).toEqual(['a', 'b']);
  });
});
