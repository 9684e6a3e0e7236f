/**
 * The signature check itself: viem verifySiweMessage against the message's chain, so an EOA recovers
 * locally and a contract account answers through ERC-1271, or ERC-6492 when not deployed yet.
 */
import type { Hex } from 'viem';
import { verifySiweMessage } from 'viem/siwe';
import type { CloudChain } from '../chain/chain-set.js';
import { fromChain } from '../chain/use-chain.js';
import { unauthorized } from './auth-error.js';
import type { CheckedMessage } from './check-message.js';

export async function checkSignature(chain: CloudChain, text: string, message: CheckedMessage, signature: Hex, now: Date): Promise<void> {
  const valid = await fromChain(chain, () =>
    verifySiweMessage(chain.client, {
      message: text,
      signature,
      address: message.address,
      domain: message.domain,
      nonce: message.nonce,
      time: now,
    }),
  );
  if (!valid) throw unauthorized('signature', `The signature is not ${message.address}'s on ${chain.caipId}`);
}
