/** Whether an untrusted value can serve as an EIP-1193 provider: an object whose `request` is a function. */
import type { Eip1193Provider } from '../../../ports/wallet-connector.port.js';

export function isEip1193Provider(value: unknown): value is Eip1193Provider {
  if (typeof value !== 'object' || value === null) return false;
  try {
    return typeof (value as { request?: unknown }).request === 'function';
  } catch {
    return false; // a getter that throws
  }
}
