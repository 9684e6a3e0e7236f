/**
 * Batched calls (EIP-5792) through the connected eip155 wallet, and their status through a bundler or the
 * wallet. A thin facade: each command is its module, over one shared context.
 * - sendCalls.ts: `wallet_sendCalls`, the calls checked first, the chain each batch went to remembered;
 * - getCallsStatus.ts: the status, from the bundler's user operation receipt or the wallet's own method;
 * - waitForCallsStatus.ts: that status read until final, on the Scheduler's clock;
 * - getCapabilities.ts: `wallet_getCapabilities`.
 * It holds no state a view renders (a page keeps its batch ids), so it is no store.
 */
import type { CallsContext, CallsUseCaseDependencies } from './calls.types.js';
import { getCallsStatus, type GetCallsStatusParameters, type GetCallsStatusReturnType } from './getCallsStatus.js';
import { getCapabilities, type GetCapabilitiesParameters, type GetCapabilitiesReturnType } from './getCapabilities.js';
import { sendCalls, type SendCallsParameters, type SendCallsReturnType } from './sendCalls.js';
import { waitForCallsStatus, type WaitForCallsStatusParameters, type WaitForCallsStatusReturnType } from './waitForCallsStatus.js';

export class CallsUseCase {
  readonly #context: CallsContext;

  constructor(deps: CallsUseCaseDependencies) {
    this.#context = { deps, sentOn: new Map() };
  }

  sendCalls(parameters: SendCallsParameters): Promise<SendCallsReturnType> {
    return sendCalls(this.#context, parameters);
  }

  getCallsStatus(parameters: GetCallsStatusParameters): Promise<GetCallsStatusReturnType> {
    return getCallsStatus(this.#context, parameters);
  }

  waitForCallsStatus(parameters: WaitForCallsStatusParameters): Promise<WaitForCallsStatusReturnType> {
    return waitForCallsStatus(this.#context, parameters);
  }

  getCapabilities(parameters?: GetCapabilitiesParameters): Promise<GetCapabilitiesReturnType> {
    return getCapabilities(this.#context, parameters);
  }
}
