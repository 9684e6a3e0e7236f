import { describe, expect, it } from 'vitest';
import { fakeActivityTransaction } from '../../../tests/fakes/blockchain-api.fake.js';
import { translatorFor } from '../../i18n/translator.js';
import { describeTransaction as describeIn } from './describeTransaction.js';
import type { ActivityTransaction } from '../../../domain/entities/activity/transaction.js';

const { t } = translatorFor({ locale: 'en', direction: 'ltr', messages: undefined });
const describeTransaction = (transaction: ActivityTransaction) => describeIn(transaction, t);

describe('describeTransaction', () => {
  it('titles the operation and signs the amounts as the spec says (3 decimals, symbol)', () => {
    const receive = fakeActivityTransaction({
      metadata: { operationType: 'receive' },
      transfers: [{ fungible_info: { symbol: 'USDC', icon: { url: 'https://img.test/usdc.png' } }, direction: 'in', quantity: { numeric: '1234.5678' } }],
    });
    expect(describeTransaction(receive)).toEqual({ title: 'Receive', status: undefined, lines: ['+1,234.568 USDC'], imageUrl: 'https://img.test/usdc.png' });

    const withdraw = fakeActivityTransaction({ metadata: { operationType: 'withdraw', status: 'pending' } });
    expect(describeTransaction(withdraw)).toMatchObject({ title: 'Withdraw', status: 'Pending', lines: ['\u22120.100 ETH'] });

    const send = fakeActivityTransaction({ metadata: { operationType: 'send', status: 'failed' } });
    expect(describeTransaction(send)).toMatchObject({ title: 'Send', status: 'Failed', lines: ['0.100 ETH'] });
  });

  it('names NFTs, and says where a transaction without transfers went', () => {
    const nft = fakeActivityTransaction({
      metadata: { operationType: 'mint' },
      transfers: [{ nft_info: { name: 'Pass #7', content: { preview: { url: 'https://img.test/7.png' } } }, direction: 'in', quantity: { numeric: '1' } }],
    });
    expect(describeTransaction(nft)).toMatchObject({ title: 'Mint', lines: ['Pass #7'], imageUrl: 'https://img.test/7.png' });

    const call = fakeActivityTransaction({ metadata: { operationType: 'execute_contract' }, transfers: [] });
    expect(describeTransaction(call)).toMatchObject({ title: 'Execute contract', lines: ['To 0x00…000002'], imageUrl: undefined });
  });

  it('keeps an amount it cannot format as it came', () => {
    const odd = fakeActivityTransaction({ transfers: [{ direction: 'in', quantity: { numeric: 'lots' } }] });
    expect(describeTransaction(odd).lines).toEqual(['lots']);
  });
});

describe('describeTransaction with an NFT whose name is blank', () => {
  it("shows the 'NFT' placeholder rather than an empty line", () => {
    for (const name of ['', '   ']) {
      const nft = fakeActivityTransaction({
        metadata: { operationType: 'receive' },
        transfers: [{ nft_info: { name }, direction: 'in', quantity: { numeric: '1' } }],
      });
      expect(describeTransaction(nft).lines).toEqual(['NFT']);
    }
  });
});

describe('describeTransaction with an on-ramp purchase', () => {
  const purchase = (status: 'confirmed' | 'pending' | 'failed') =>
    fakeActivityTransaction({
      metadata: { operationType: 'buy', status, hash: '' },
      transfers: [{ fungible_info: { name: 'USD Coin', symbol: 'USDC' }, direction: 'in', quantity: { numeric: '49' } }],
    });

  it("says 'Bought 49 USDC' once delivered, 'Buying' while pending and 'Buy' beside Failed", () => {
    expect(describeTransaction(purchase('confirmed'))).toEqual({ title: 'Bought', status: undefined, lines: ['49.000 USDC'], imageUrl: undefined });
    expect(describeTransaction(purchase('pending'))).toMatchObject({ title: 'Buying', status: 'Pending', lines: ['49.000 USDC'] });
    expect(describeTransaction(purchase('failed'))).toMatchObject({ title: 'Buy', status: 'Failed', lines: ['49.000 USDC'] });
  });

  it("says why a purchase failed, in the provider's words", () => {
    const declined = fakeActivityTransaction({
      metadata: { operationType: 'buy', status: 'failed', hash: '', failureReason: 'Your card was declined.' },
      transfers: [{ fungible_info: { symbol: 'USDC' }, direction: 'in', quantity: { numeric: '49' } }],
    });
    expect(describeTransaction(declined).lines).toEqual(['49.000 USDC', 'Your card was declined.']);
    const blank = fakeActivityTransaction({ metadata: { operationType: 'buy', status: 'failed', failureReason: '  ' } });
    expect(describeTransaction(blank).lines).toEqual(['0.100 ETH']);
  });
});
