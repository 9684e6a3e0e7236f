/**
 * The browser bundle of the adapter's chromium test (kit-solana-chain-adapter.browser.test.ts): the adapter as
 * a host page loads it (kit's browser build, WebCrypto's Ed25519) and the test wallet, on `window`.
 */
import { KitSolanaChainAdapter } from '../kit-solana-chain-adapter.adapter.js';
import { testSolanaProvider } from './test-solana-provider.js';

(window as unknown as { __solanaAdapterUnderTest: unknown }).__solanaAdapterUnderTest = { KitSolanaChainAdapter, testSolanaProvider };
