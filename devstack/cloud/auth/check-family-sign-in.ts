/**
 * A Polkadot, Cosmos or Bitcoin (CAIP-122) sign-in, after its nonce was spent: the signed text is the family's
 * message `data` describes, on a chain whose address rule is known (domain/entities/address/
 * chainAddressFormat.ts: Polkadot, Kusama, Westend, the Cosmos Hub, Osmosis, Bitcoin mainnet, testnet, signet
 * and regtest; no chain needs to run, only signatures are checked), with an address of that chain's network
 * (a Kusama address on Polkadot is a 401 'accountAddress' that says so), dated now, signed by the account
 * (verify-family-signature.ts). The session is the account's on that chain only.
 */
import { chainAddressFormat, knownAddressFormatChains } from '../../../domain/entities/address/chainAddressFormat.js';
import { checkChainAddress } from '../../../domain/entities/address/checkChainAddress.js';
import { caip122Family, type Caip122Namespace } from '../../../domain/entities/siwx/caip122-families.js';
import { unauthorized } from './auth-error.js';
import { caip122MessageMatchingData } from './check-caip122-message.js';
import { checkMessageTime } from './check-message.js';
import type { SessionTokenInput } from './session-token.js';
import type { AuthenticateBody } from './sign-in-body.schema.js';
import { isBitcoinSignature, isCosmosSignature, isPolkadotSignature } from './verify-family-signature.js';

/** What a checked sign-in puts in its session token. */
export type CheckedFamilySignIn = Omit<SessionTokenInput, 'projectId' | 'issuer' | 'now'>;

export type CheckFamilySignInParameters = {
  namespace: Caip122Namespace;
  body: AuthenticateBody;
  now: Date;
  /** Checks the message's domain against the request (the server's checkDomain); throws its 401. */
  checkDomain: (domain: string) => void;
};

/** The checked sign-in, or a 401 naming the first field that fails. */
export async function checkFamilySignIn({ namespace, body, now, checkDomain }: CheckFamilySignInParameters): Promise<CheckedFamilySignIn> {
  const message = caip122MessageMatchingData(caip122Family(namespace), body.message, body.data);
  const format = chainAddressFormat(message.caip2Network);
  if (format?.namespace !== namespace) {
    const supported = knownAddressFormatChains().filter((chainId) => chainId.startsWith(`${namespace}:`));
    throw unauthorized('chainId', `${message.caip2Network} is not supported (supported: ${supported.join(', ')})`);
  }
  const onChain = checkChainAddress({ chainId: message.caip2Network, address: message.address });
  if (!onChain.ok) throw unauthorized('accountAddress', onChain.message);
  checkDomain(message.domain);
  checkMessageTime(message, now);
  const valid =
    format.namespace === 'polkadot'
      ? await isPolkadotSignature(message.address, body.message, body.signature)
      : format.namespace === 'cosmos'
        ? await isCosmosSignature(message.address, body.message, body.signature)
        : await isBitcoinSignature(message.address, format.bitcoinNetwork, body.message, body.signature);
  if (!valid) throw unauthorized('signature', `The signature is not ${message.address}'s`);
  return {
    address: message.address,
    chainNamespace: namespace,
    // As for solana: the CAIP-2 reference.
    chainId: message.caip2Network.slice(namespace.length + 1),
    caip2Network: message.caip2Network,
    uri: message.uri,
    domain: message.domain,
    nonce: message.nonce,
    messageExpiresAt: message.expirationTime,
  };
}
