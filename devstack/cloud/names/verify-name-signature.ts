/**
 * The signature check of a name registration: through a public client of the chain the coin type names, so an
 * EOA's signature recovers locally and a contract account answers through ERC-1271, or ERC-6492 while it is
 * not deployed yet (viem's verifyMessage on a client; the plain one only recovers keys).
 */
import type { Hex } from 'viem';
import { fromChain, supportedChain } from '../chain/use-chain.js';
import type { CloudContext } from '../cloud-context.js';
import { HttpError } from '../http/http-error.js';
import { chainIdFromCoinType } from './chain-id-from-coin-type.js';

export type VerifyNameSignatureParameters = {
  readonly coinType: number;
  readonly address: Hex;
  readonly message: string;
  readonly signature: Hex;
};

/** Resolves when `address` signed `message` on the coin type's chain; otherwise throws a 400/401 HttpError. */
export async function verifyNameSignature(cloud: CloudContext, parameters: VerifyNameSignatureParameters): Promise<void> {
  const chainId = chainIdFromCoinType(parameters.coinType);
  if (chainId === undefined) {
    throw new HttpError(400, [{ name: 'body.coin_type', description: `${parameters.coinType} is not an EVM coin type` }]);
  }
  const chain = supportedChain(cloud, `eip155:${chainId}`, 'body.coin_type');
  const { address, message, signature } = parameters;
  // A chain that cannot be asked answers 502 (fromChain): the server's problem, not a forged signature.
  const valid = await fromChain(chain, () => chain.client.verifyMessage({ address, message, signature }));
  if (!valid) {
    throw new HttpError(401, [{ name: 'INVALID_SIGNATURE', description: `The signature is not ${address}'s on ${chain.caipId}` }]);
  }
}
