/**
 * The one storage key the host page's first load reads (client/stored-session-hint.ts), in a module of its own:
 * a module the first load shares with the lazily loaded core is loaded whole with the first load, and the
 * whole table of keys (storage-keys.ts) has no business there.
 */
export const STORAGE_KEY_PREFIX = '@appkit/';

export const CONNECTION_STATUS_KEY = `${STORAGE_KEY_PREFIX}connection_status`;
