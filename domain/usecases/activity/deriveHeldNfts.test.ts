import { describe, expect, it } from 'vitest';
import { fakeActivityTransaction } from '../../../tests/fakes/blockchain-api.fake.js';
import { deriveHeldNfts } from './deriveHeldNfts.js';

type Direction = 'in' | 'out' | 'self';

function nftTransfer(name: string | undefined, direction: Direction, { spam = false, url }: { spam?: boolean; url?: string } = {}) {
  return {
    nft_info: { ...(name === undefined ? {} : { name }), ...(url ? { content: { preview: { url } } } : {}), flags: { is_spam: spam } },
    direction,
    quantity: { numeric: '1' },
  };
}

const tx = (id: string, transfers: ReturnType<typeof nftTransfer>[]) =>
  fakeActivityTransaction({ id, transfers, metadata: { minedAt: '2026-01-01T00:00:00Z' } });

describe('deriveHeldNfts', () => {
  it('keeps NFTs received and not sent since (newest transfer decides), newest first', () => {
    const held = deriveHeldNfts([
      tx('5', [nftTransfer('A', 'out')]),
      tx('4', [nftTransfer('B', 'in', { url: 'https://img.test/b.png' })]),
      tx('3', [nftTransfer('A', 'in')]),
      tx('2', [nftTransfer('C', 'self')]),
      tx('1', [nftTransfer('B', 'out')]),
    ]);
    expect(held.map((nft) => [nft.name, nft.imageUrl, nft.transactionId])).toEqual([
      ['B', 'https://img.test/b.png', '4'],
      ['C', undefined, '2'],
    ]);
  });

  it('leaves out spam NFTs and fungible transfers', () => {
    const fungible = fakeActivityTransaction({ id: 'f' });
    expect(deriveHeldNfts([fungible, tx('s', [nftTransfer('Spam', 'in', { spam: true })])])).toEqual([]);
  });

  it('keeps apart unnamed NFTs without an image', () => {
    const held = deriveHeldNfts([tx('1', [nftTransfer(undefined, 'in'), nftTransfer(undefined, 'in')])]);
    expect(held.map((nft) => nft.key)).toEqual(['1#0', '1#1']);
  });
});

describe('deriveHeldNfts with a blank NFT name', () => {
  it('keeps no name, so the tile shows its placeholder', () => {
    const received = fakeActivityTransaction({
      id: 'blank',
      transfers: [{ nft_info: { name: '', content: { preview: { url: 'https://img.test/1.png' } } }, direction: 'in', quantity: { numeric: '1' } }],
    });
    expect(deriveHeldNfts([received])).toMatchObject([{ name: undefined, imageUrl: 'https://img.test/1.png' }]);
  });
});
