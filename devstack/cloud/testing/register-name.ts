/** Registers a name the way the product does: message JSON {name, attributes, timestamp}, personal_sign. */
import type { LocalAccount } from 'viem';
import { coinTypeFromChainId } from '../../../domain/entities/name/index.js';
import { sendJson } from './cloud-client.js';

export const TEST_COIN_TYPE = coinTypeFromChainId(31337);

export type RegisterNameOptions = { attributes?: unknown; timestamp?: number; signer?: LocalAccount; coinType?: number };

export type RegistrationBody = { coin_type: number; address: string; message: string; signature: string };

/** The POST body the product sends, signed by `options.signer` (default: the account itself). */
export async function signedRegistration(account: LocalAccount, name: string, options: RegisterNameOptions = {}): Promise<RegistrationBody> {
  const message = JSON.stringify({
    name,
    attributes: options.attributes ?? {},
    timestamp: options.timestamp ?? Math.floor(Date.now() / 1000),
  });
  const signature = await (options.signer ?? account).signMessage({ message });
  return { coin_type: options.coinType ?? TEST_COIN_TYPE, address: account.address, message, signature };
}

export async function registerName(target: { url: string }, account: LocalAccount, name: string, options: RegisterNameOptions = {}) {
  return postRegistration(target, await signedRegistration(account, name, options));
}

export function postRegistration(target: { url: string }, body: RegistrationBody) {
  return sendJson(target, 'POST', '/v1/profile/account', body);
}
