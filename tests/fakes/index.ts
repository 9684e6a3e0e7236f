// Every port fake, in one place (DESIGN.md: tests build their own container with these).
export * from './analytics-sink.fake.js';
export * from './blockchain-api.fake.js';
export * from './bitcoin-api.fake.js';
export * from './onramp-provider.fake.js';
export * from './chain-adapter.fake.js';
export * from './eip1193-provider.fake.js';
export * from './embedded-wallet-connector.fake.js';
export * from './embedded-wallet-frame.fake.js';
export * from './memory-storage.fake.js';
export * from './platform.fake.js';
export * from './recording-logger.fake.js';
export * from './virtual-scheduler.fake.js';
export * from './wallet-catalogue.fake.js';
export * from './wallet-connector.fake.js';
export * from './walletconnect-client.fake.js';
export * from './create-test-client.js';
export * from './siwx.fake.js';
