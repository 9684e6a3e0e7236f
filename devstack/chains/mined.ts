/** Waiting for the devstack's own seed transactions on a local anvil chain. */
import { TransactionReceiptNotFoundError, type Address, type Hash, type TransactionReceipt } from 'viem';

/** Any viem client that reads receipts (public, or wallet extended with publicActions, whatever its account). */
export type ReceiptReader = { getTransactionReceipt(parameters: { hash: Hash }): Promise<TransactionReceipt> };

/** anvil mines each transaction on arrival; poll the receipt briefly instead of viem's 4 s block watch. Throws if it reverted. */
export async function mined(client: ReceiptReader, hash: Hash): Promise<TransactionReceipt> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    try {
      const receipt = await client.getTransactionReceipt({ hash });
      if (receipt.status !== 'success') throw new Error(`seed transaction ${hash} reverted`);
      return receipt;
    } catch (error) {
      if (!(error instanceof TransactionReceiptNotFoundError) || Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
  }
}

/** The contract a mined deployment created. */
export async function deployedAddress(client: ReceiptReader, hash: Hash): Promise<Address> {
  const receipt = await mined(client, hash);
  if (receipt.contractAddress === null || receipt.contractAddress === undefined) {
    throw new Error(`transaction ${hash} created no contract`);
  }
  return receipt.contractAddress;
}
