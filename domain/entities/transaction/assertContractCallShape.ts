import { InvalidTransactionError } from './invalidTransaction.errors.js';

/** The fields of a read-only contract call that decide how it runs (deployless calls included). */
export type ContractCallShape = {
  /** Bytecode to run the call against, without deploying it. */
  code?: string | undefined;
  /** A factory that deploys the contract first (with `factoryData`). */
  factory?: string | undefined;
  factoryData?: string | undefined;
  to?: string | null | undefined;
};

/**
 * Throws InvalidTransactionError when a call mixes ways of reaching its contract: code
 * runs bytecode in place, so it cannot also name a factory or a deployed `to` address.
 */
export function assertContractCallShape(call: ContractCallShape): void {
  if (call.code === undefined) return;
  if (call.factory !== undefined || call.factoryData !== undefined) {
    throw new InvalidTransactionError('code-with-factory', '`code` cannot be combined with `factory`/`factoryData`');
  }
  if (call.to !== undefined && call.to !== null) {
    throw new InvalidTransactionError('code-with-to', '`code` cannot be combined with a `to` address');
  }
}
