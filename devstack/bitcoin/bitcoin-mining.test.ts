/** Blocks on a timer: a ledger started with a short interval mines a waiting transaction by itself, and only then. */
import { describe, expect, it } from 'vitest';
import { bitcoinDevKey } from './dev-keys.js';
import { getJson, getText, useBitcoinTestNode } from './testing/bitcoin-test-node.js';

const bitcoin = useBitcoinTestNode({ blockIntervalMs: 50 });

async function fundAndWait(sats: number): Promise<number> {
  const { node } = bitcoin;
  const response = await fetch(`${node.url}/__admin/faucet`, { method: 'POST', body: JSON.stringify({ address: bitcoinDevKey(1).address, sats }) });
  const { txid } = (await response.json()) as { txid: string };
  await expect.poll(() => getJson<{ confirmed: boolean }>(node, `/tx/${txid}/status`)).toMatchObject({ confirmed: true });
  return Number((await getText(node, '/blocks/tip/height')).text);
}

describe('the block timer', () => {
  it('mines the mempool into one block, and no empty blocks in between', async () => {
    const first = await fundAndWait(10_000);
    expect(first).toBe(103);
    // Had the timer mined while the mempool was empty, the tip would have moved on by more than one block.
    expect(await fundAndWait(20_000)).toBe(first + 1);
  });
});
