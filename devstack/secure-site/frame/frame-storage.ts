/**
 * What the frame keeps in its own (partitioned) localStorage: the session token and this device's random id.
 * The device id is what makes a device "known" after its approval link was opened once.
 */
const TOKEN_KEY = 'walletport-secure-site/session-token';
const DEVICE_KEY = 'walletport-secure-site/device-id';

function read(key: string): string | undefined {
  try {
    return localStorage.getItem(key) ?? undefined;
  } catch {
    return undefined;
  }
}

function write(key: string, value: string | undefined): void {
  try {
    if (value === undefined) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
  } catch {
    // Storage refused (a strict privacy mode): the session lasts as long as the page.
  }
}

export class FrameStorage {
  #token = read(TOKEN_KEY);
  readonly deviceId: string;

  constructor() {
    const stored = read(DEVICE_KEY);
    this.deviceId = stored ?? randomDeviceId();
    if (stored === undefined) write(DEVICE_KEY, this.deviceId);
  }

  get token(): string | undefined {
    return this.#token;
  }

  set token(token: string | undefined) {
    this.#token = token;
    write(TOKEN_KEY, token);
  }
}

function randomDeviceId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(24));
  return btoa(String.fromCharCode(...bytes)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}
