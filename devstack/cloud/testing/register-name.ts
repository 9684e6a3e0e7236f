/** Registers a name the way the product does: message JSON {name, attributes, timestamp}, personal_sign. */
import type { PrivateKeyAccount } from 'viem';
import { coinTypeFromChainId } from '../../../domain/entities/name/index.js';
import { sendJson } from './cloud-client.js';

export const TEST_COIN_TYPE = coinTypeFromChainId(31337);

export async function registerName(
  target: { url: string },
  account: PrivateKeyAccount,
  name: string,
  options: { attributes?: unknown; timestamp?: number; signer?: PrivateKeyAccount } = {},
) {
  const message = JSON.stringify({
    name,
    attributes: options.attributes ?? {},
    timestamp: options.timestamp ?? Math.floor(Date.now() / 1000),
  });
  const signature = await (options.signer ?? account).signMessage({ message });
  return sendJson(target, 'POST', '/v1/profile/account', { coin_type: TEST_COIN_TYPE, address: account.address, message, signature });
}
