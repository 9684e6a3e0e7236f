/**
 * One wallet per browser profile: with localStorage, two wallet page tabs would be the same wallet twice, each
 * with its own relay socket, both answering the same requests. The first tab holds a Web Lock for its
 * lifetime; a later tab (the modal's "web app" link opens one, `/wc?uri=...`) hands its pairing URI to the
 * first over a BroadcastChannel and starts no client of its own.
 */
const NAME = 'walletport-wallet-page';

export type TabClaim = { owner: true } | { owner: false; forwardedUri: boolean };

export async function claimWalletTab(uri: string | undefined, onForwardedUri: (uri: string) => void): Promise<TabClaim> {
  if (typeof navigator.locks?.request !== 'function' || typeof BroadcastChannel !== 'function') return { owner: true };
  const owner = await new Promise<boolean>((resolve) => {
    void navigator.locks.request(NAME, { ifAvailable: true }, (lock) => {
      resolve(lock !== null);
      // Held until the tab goes away.
      return lock === null ? undefined : new Promise<never>(() => undefined);
    });
  });
  const channel = new BroadcastChannel(NAME);
  if (owner) {
    channel.onmessage = (event: MessageEvent<unknown>) => {
      const forwarded = (event.data as { uri?: unknown } | null)?.uri;
      if (typeof forwarded === 'string') onForwardedUri(forwarded);
    };
    return { owner: true };
  }
  if (uri !== undefined) channel.postMessage({ uri });
  channel.close();
  return { owner: false, forwardedUri: uri !== undefined };
}
