/**
 * The fake EIP-1193 provider the tests use is the one walletport ships for host pages' tests
 * (testing/mock-eip1193-provider.ts, `walletport/testing`): the same code, so it cannot drift. The old names
 * stay importable from here, where the tests look for them.
 */
import { mockSignature, MockEip1193Provider, type MockEip1193ProviderOptions, type MockProviderRequest, type MockWalletState } from '../../testing/mock-eip1193-provider.js';
import type { WalletErrorObject } from '../../testing/wallet-errors.js';

export * from '../../testing/wallet-errors.js';
export { ScriptedAnswers } from '../../testing/scripted-answers.js';
export { providerChainId, type AddEthereumChainParameter } from '../../testing/mock-eip1193-provider.js';

/** An EIP-1193 error object, as wallets reject with. */
export type ProviderRpcError = WalletErrorObject;
export type FakeWalletState = MockWalletState;
export type FakeEip1193ProviderOptions = MockEip1193ProviderOptions;
export type FakeProviderRequest = MockProviderRequest;

export const FakeEip1193Provider = MockEip1193Provider;
export type FakeEip1193Provider = MockEip1193Provider;
export const fakeSignature = mockSignature;
