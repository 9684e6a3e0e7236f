/**
 * Checks the send rules (domain/entities/send: validateSendInput) against the picked token's balance, before
 * any wallet prompt (the Send view's Preview button, and the send itself). A failure is kept in `error`.
 */
import { validateSendInput, type ValidateSendInputReturnType } from '../../entities/send/validateSendInput.js';
import type { TokenBalance } from '../../entities/token/index.js';
import { activeNamespace, type SendContext } from './send.context.js';

export type ValidateSendFormReturnType = ValidateSendInputReturnType<TokenBalance>;

export function validateSendForm(context: SendContext): ValidateSendFormReturnType {
  const { token, sendTokenAmount, receiverAddress } = context.store.snapshot;
  const result = validateSendInput({
    token,
    amount: sendTokenAmount,
    receiverAddress,
    namespace: activeNamespace(context),
    balance: token?.quantity.numeric,
    caipNetworkId: context.deps.network.snapshot.activeCaipNetwork.caipNetworkId,
  });
  context.store.setState({ error: result.ok ? undefined : result.error });
  return result;
}
