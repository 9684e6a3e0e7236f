/** The devstack's Farcaster sign-in: the relay, the Farcaster app, the development FIDs and their ID registry. */
export { startFarcaster, type RunningFarcaster, type StartFarcasterOptions } from './start-farcaster.js';
export { startFarcasterRelay, channelUrl, type RunningFarcasterRelay, type StartFarcasterRelayOptions } from './relay/start-farcaster-relay.js';
export { startFarcasterApp, type RunningFarcasterApp, type StartFarcasterAppOptions } from './app/start-farcaster-app.js';
export { DEV_FARCASTER_ACCOUNTS, devFarcasterAccount, type DevFarcasterAccount } from './dev-accounts.js';
export { deployIdRegistry, idRegistryReader, ID_REGISTRY_ADDRESS, ID_REGISTRY_DEPLOYER, type IdRegistryReader } from './registry/id-registry.js';
