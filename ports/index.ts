// Port interfaces and their DI tokens. No code that does I/O lives here.
export * from './scheduler.port.js';
export * from './storage.port.js';
export * from './logger.port.js';
export * from './platform.port.js';
export * from './blockchain-api.port.js';
export * from './wallet-catalogue.port.js';
export * from './analytics.port.js';
export * from './wallet-connector.port.js';
export * from './chain-adapter.port.js';
export * from './solana-wallet.port.js';
export * from './walletconnect.port.js';
export * from './embedded-wallet-frame.port.js';
export * from './service-token.js';
export * from './one-click-sign-in.port.js';
