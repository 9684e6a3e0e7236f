export { startCloud, type RunningCloud, type StartCloudOptions } from './start-cloud.js';
export type { CloudStores } from './cloud-context.js';
export type { Fault, FaultInput, FaultStatus } from './db/faults.store.js';
export type { CloudSettings, FeatureSetting, SettingsPatch } from './db/settings.store.js';
export type { StoredEvent } from './db/events.store.js';
export type { NameRecord } from './db/names.store.js';
export type { SiwxSession } from './db/siwx.store.js';
export { TEST_WALLET } from './catalogue/build-catalogue.js';
