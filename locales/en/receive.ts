/** Receive: the address, its QR code and the networks it receives on. */
export const enReceive = {
  'receive.noWalletConnected': 'No wallet connected',
  'receive.connectWallet': 'Connect a wallet',
  'receive.addressCopied': 'Address copied',
  'receive.qrCode': 'QR code of your address',
  'receive.copyAddress': 'Copy address',
  'receive.onNetworks': { one: 'Receive on this network', other: 'Receive on these networks' },
} as const;
