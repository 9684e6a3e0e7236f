import { walkCauses, WalletportError } from '../../entities/errors/base.error.js';
import { errorMessage } from '../../entities/errors/catalogue.js';

const NOT_FOUND = errorMessage('HTTP_STATUS', 404);

/**
 * True when the name service answered 404 for a name: nobody registered it. That is an answer ("available"),
 * not a failure, so it must not show 'Error resolving name'.
 */
export function isNameNotFound(error: unknown): boolean {
  return (
    walkCauses(error, (candidate) => candidate instanceof WalletportError && candidate.code === 'HTTP_STATUS' && candidate.shortMessage === NOT_FOUND) !==
    null
  );
}
