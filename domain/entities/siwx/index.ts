export {
  assertSiwxReady,
  checkSiwxReady,
  type CheckSiwxReadyErrorType,
  type CheckSiwxReadyReturnType,
  type SiwxReadinessParameters,
  type SiwxReady,
} from './assertSiwxReady.js';
export { isUniversalProviderAuthApplicable, type NamespacedNetwork } from './isUniversalProviderAuthApplicable.js';
