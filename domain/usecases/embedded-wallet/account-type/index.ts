/** The embedded wallet's account type: the Account view's switch between the EOA and the smart account. */
export { AccountTypeUseCase } from './account-type.usecase.js';
export type { AccountTypeDependencies, AccountTypeState, RefreshErrorType, SwitchToErrorType } from './account-type.usecase.js';
export { accountTypeSwitch } from './accountTypeSwitch.js';
export type { AccountTypeSwitchErrorType, AccountTypeSwitchParameters, AccountTypeSwitchReturnType } from './accountTypeSwitch.js';
export type { SwitchAccountTypeErrorType, SwitchAccountTypeParameters, SwitchAccountTypeReturnType } from './switchAccountType.js';
