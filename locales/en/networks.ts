/** Networks, SwitchNetwork, UnsupportedChain and SwitchActiveChain. */
export const enNetworks = {
  'networks.networks': 'Networks',
  'networks.note': 'Your connected wallet may not support some of the networks available for this app.',
  'networks.testnet': 'Testnet',
  'networks.switchFailed': 'Failed to switch network',
  'networks.switchDeclined': 'Switch declined',
  /** Stands for `{network}` when the target network is not known. */
  'networks.theNetwork': 'the network',
  'networks.declinedText': 'Switching can be declined if {network} is not supported by your wallet or a previous request is still open.',
  'networks.approveInWallet': 'Approve in wallet',
  'networks.acceptRequest': 'Accept the request in your wallet to switch to {network}.',
  'networks.unsupportedNote': 'This app doesn’t support your current network. Switch to an available option to continue.',
  'networks.switchNetwork': 'Switch network',
  'networks.disconnect': 'Disconnect',
  'networks.disconnecting': 'Disconnecting…',
  'networks.disconnectFailed': 'Failed to disconnect',
  'networks.noNetworkToSwitch': 'No network to switch to',
  'networks.goBack': 'Go back',
  'networks.switchTo': 'Switch to {network}',
  /** `{family}`: 'EVM', 'Solana'...; `{wallet}`: one of the networks.wallet.* entries. */
  'networks.noAccountText': 'Your connected wallet has no {family} account. To use {network}, connect {wallet}.',
  'networks.connectWallet': 'Connect {wallet}',
  'networks.cancel': 'Cancel',
  // A wallet of each chain family, with the article its name is read with.
  'networks.wallet.eip155': 'an EVM wallet',
  'networks.wallet.solana': 'a Solana wallet',
  'networks.wallet.polkadot': 'a Polkadot wallet',
  'networks.wallet.bip122': 'a Bitcoin wallet',
  'networks.wallet.cosmos': 'a Cosmos wallet',
} as const;
