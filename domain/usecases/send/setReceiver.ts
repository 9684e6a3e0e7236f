/**
 * The receiver field (SPEC.md section 4 "send"): an EVM address is taken as is; anything else that looks like
 * a name is read as one ('alice' means 'alice.reown.id') and looked up DEFAULT_DEBOUNCE_MS after the last
 * keystroke, with its avatar. Names are eip155's (SPEC.md section 9): on solana what is typed is an address,
 * judged by the send rules (a base58 key would otherwise look like a name). A lookup applies only while the field still holds what was looked up; an
 * unknown name is NAME_RESOLVE_FAILED ('Error resolving name') beside the field.
 */
import { isEvmAddress } from '../../entities/address/index.js';
import { DEFAULT_DEBOUNCE_MS } from '../../entities/constants.js';
import { walletportError } from '../../entities/errors/catalogue.js';
import { withNameSuffix } from '../../entities/name/nameSuffix.js';
import type { Ticket } from '../shared/index.js';
import { activeNamespace, type SendContext } from './send.context.js';
import { looksLikeName, nameAvatar, resolveNameAddress } from './resolveNameAddress.js';

export function setReceiver(context: SendContext, input: string): void {
  const { store, deps } = context;
  store.cancelLookup();
  const trimmed = input.trim();
  const base = { receiverInput: input, receiverProfileName: undefined, receiverProfileImageUrl: undefined, receiverError: undefined };
  const namesApply = activeNamespace(context) === 'eip155';
  if (!namesApply || trimmed === '' || isEvmAddress(trimmed, { strict: false }) || !looksLikeName(trimmed)) {
    // Not a name: the send rules judge it as an address (and name a malformed one).
    store.changeForm({ ...base, receiverAddress: trimmed === '' ? undefined : trimmed, receiverResolving: false });
    return;
  }
  store.changeForm({ ...base, receiverAddress: undefined, receiverResolving: true });
  store.startLookup((ticket) => deps.scheduler.schedule(() => void resolveName(context, trimmed, ticket), DEFAULT_DEBOUNCE_MS));
}

async function resolveName({ store, deps }: SendContext, typed: string, ticket: Ticket): Promise<void> {
  const name = typed.includes('.') ? typed : withNameSuffix(typed);
  try {
    const record = await deps.blockchainApi.getName({ name });
    if (!ticket.isCurrent()) return;
    const address = resolveNameAddress({ name: record });
    if (address === undefined) throw new Error(`${name} has no EVM address`);
    const receiverProfileImageUrl = nameAvatar(record, deps.avatarOrigins ?? []);
    store.setState({ receiverAddress: address, receiverProfileName: record.name, receiverProfileImageUrl, receiverResolving: false });
  } catch (cause) {
    if (!ticket.isCurrent()) return;
    deps.logger.warn(`The name ${name} could not be resolved`, cause);
    store.setState({ receiverAddress: undefined, receiverResolving: false, receiverError: walletportError('NAME_RESOLVE_FAILED', [], { cause }) });
  }
}
