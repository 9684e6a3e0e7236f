/** The devstack's local on-ramp provider (docs/ONRAMP.md). */
export { startOnramp, type RunningOnramp, type StartOnrampOptions } from './start-onramp.js';
export { EVM_TREASURY, SOLANA_TREASURY_ADDRESS } from './delivery/index.js';
export { SOLANA_NETWORK_NAME } from './catalogue.js';
export { TEST_CARDS, THREE_DS_CODE } from './payments/card.js';
export { TEST_BANK_ACCOUNTS } from './payments/bank.js';
