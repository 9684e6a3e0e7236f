/** calls: what code outside this folder uses (the dependency-rules test lets it import nothing else here). */
export { CallsUseCase } from './calls.usecase.js';
export type { CallsUseCaseDependencies, CallsWallet } from './calls.types.js';
export type { SendCallsParameters, SendCallsReturnType, SendCallsErrorType } from './sendCalls.js';
export type { GetCallsStatusParameters, GetCallsStatusReturnType, GetCallsStatusErrorType } from './getCallsStatus.js';
export type { WaitForCallsStatusParameters, WaitForCallsStatusReturnType, WaitForCallsStatusErrorType } from './waitForCallsStatus.js';
export type { GetCapabilitiesParameters, GetCapabilitiesReturnType, GetCapabilitiesErrorType } from './getCapabilities.js';
