/**
 * The @account-abstraction/contracts@0.8.0 build JSON (ABI and creation code), read from node_modules when asked:
 * the contracts are deployed from the audited npm build, never recompiled or copied into the repo.
 */
import { createRequire } from 'node:module';
import type { Abi, Hex } from 'viem';

export type AccountAbstractionContractName = 'EntryPoint' | 'SimpleAccountFactory' | 'SimpleAccount' | 'Simple7702Account';

export type AccountAbstractionBuild = { readonly abi: Abi; readonly bytecode: Hex };

const require = createRequire(import.meta.url);

export function accountAbstractionBuild(name: AccountAbstractionContractName): AccountAbstractionBuild {
  const json = require(`@account-abstraction/contracts/artifacts/${name}.json`) as { abi: Abi; bytecode: string };
  return { abi: json.abi, bytecode: (json.bytecode.startsWith('0x') ? json.bytecode : `0x${json.bytecode}`) as Hex };
}
