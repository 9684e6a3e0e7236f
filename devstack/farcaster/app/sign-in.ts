/**
 * Approve, as the Farcaster app performs it: the Sign In With Farcaster message for the channel's request,
 * signed with the chosen FID's custody key. This runs in the app's own server, the person's "device": the
 * key never reaches the relay, the secure site or the host page; only the message and signature do.
 */
import { privateKeyToAccount } from 'viem/accounts';
import type { DevFarcasterAccount } from '../dev-accounts.js';
import type { AuthenticateInput } from '../relay/relay-schemas.js';
import { signInMessage } from '../sign-in-message.js';
import type { ChannelRequest } from './relay-client.js';

export async function signedAnswer(account: DevFarcasterAccount, request: ChannelRequest, pfpUrl: string, now: Date): Promise<AuthenticateInput> {
  const message = signInMessage(request.signatureParams, account, now);
  const signature = await privateKeyToAccount(account.custodyKey).signMessage({ message });
  return {
    message,
    signature,
    authMethod: 'custody',
    fid: account.fid,
    username: account.username,
    displayName: account.displayName,
    pfpUrl,
    custody: account.custody,
  };
}
