/**
 * Whether this browser holds a connection from an earlier visit, read once when the client starts: until the
 * core has loaded (a few tens of milliseconds after the first paint) the account reads 'connecting' rather
 * than 'disconnected', so a returning visitor's page never flashes a disconnected state before the stored
 * session is restored. It is the shell's only storage read, and it happens in start(), never before.
 * Storage is untrusted and may throw (private modes, quotas): anything but the exact value reads as no.
 */
import { CONNECTION_STATUS_KEY } from '../domain/entities/storage/connection-status-key.js';

export function hasStoredSession(): boolean {
  try {
    return globalThis.localStorage?.getItem(CONNECTION_STATUS_KEY) === 'connected';
  } catch {
    return false;
  }
}
