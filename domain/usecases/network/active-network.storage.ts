/**
 * The active network in storage (ACTIVE_CAIP_NETWORK_ID), a CAIP-2 id. The production modal
 * stores it unquoted; a JSON string is accepted too. Storage is untrusted and may fail: reads that fail or
 * find something else answer undefined, writes that fail are logged.
 */
import type { Logger } from '../../../ports/logger.port.js';
import type { KeyValueStorage } from '../../../ports/storage.port.js';
import { STORAGE_KEYS } from '../../entities/storage/storage-keys.js';

/** The stored CAIP-2 id of the active network, as text (whether it is configured is the caller's question). */
export function readStoredActiveNetworkId(storage: KeyValueStorage): string | undefined {
  let raw: string | null;
  try {
    raw = storage.getItem(STORAGE_KEYS.ACTIVE_CAIP_NETWORK_ID);
  } catch {
    return undefined;
  }
  if (raw === null) return undefined;
  return raw.startsWith('"') ? safeJsonString(raw) : raw;
}

export function writeStoredActiveNetworkId(storage: KeyValueStorage, caipNetworkId: string, logger?: Pick<Logger, 'warn'>): void {
  try {
    storage.setItem(STORAGE_KEYS.ACTIVE_CAIP_NETWORK_ID, caipNetworkId);
  } catch (error) {
    logger?.warn('Could not store the active network', error);
  }
}

function safeJsonString(raw: string): string | undefined {
  try {
    const value: unknown = JSON.parse(raw);
    return typeof value === 'string' ? value : undefined;
  } catch {
    return undefined;
  }
}
