/** Reads the legacy injected provider (`window.ethereum`), if there is a usable one. Touches nothing else. */
import type { Eip1193Provider } from '../../../ports/wallet-connector.port.js';
import { isEip1193Provider } from './is-eip1193-provider.js';

export function readInjectedProvider(win: Window): Eip1193Provider | undefined {
  let candidate: unknown;
  try {
    candidate = (win as Window & { ethereum?: unknown }).ethereum;
  } catch {
    return undefined;
  }
  return isEip1193Provider(candidate) ? candidate : undefined;
}
