/**
 * The wagmi page's panels: wagmi's own view of the connection (useAccount, useBalance), a USDC transfer with
 * useWriteContract, useSwitchChain and wagmi's disconnect. Nothing here talks to walletport: every line is
 * what wagmi sees through walletport's connector, so a person can watch the two stay in step.
 */
import { useEffect } from 'react';
import { erc20Abi, formatUnits, parseUnits } from 'viem';
import { useAccount, useBalance, useDisconnect, useReadContract, useSwitchChain, useWaitForTransactionReceipt, useWriteContract } from 'wagmi3';
import { DEVSTACK_USDC, USDC_DECIMALS } from './wagmi-usdc.js';

/** "<status> <address> <chain id>", as the wagmi journey reads it, then the balances on the current chain. */
export function WagmiAccountPanel() {
  const { status, address, chainId, isConnected } = useAccount();
  const native = useBalance({ address, query: { enabled: isConnected } });
  const usdc = useUsdcBalance();
  return (
    <section aria-labelledby="wagmi-account-heading">
      <h2 id="wagmi-account-heading">wagmi's view</h2>
      <p data-testid="wagmi">{`${status} ${address ?? '-'} ${chainId ?? '-'}`}</p>
      <dl>
        <dt>Native balance</dt>
        <dd data-testid="wagmi-balance">{native.data ? `${formatUnits(native.data.value, native.data.decimals)} ${native.data.symbol}` : '–'}</dd>
        <dt>USDC balance</dt>
        <dd data-testid="wagmi-usdc">{usdc.data === undefined ? '–' : `${formatUnits(usdc.data, USDC_DECIMALS)} USDC`}</dd>
      </dl>
    </section>
  );
}

/** balanceOf on the devstack's USDC (wagmi 3's useBalance reads the native coin only). */
function useUsdcBalance() {
  const { address, isConnected } = useAccount();
  return useReadContract({ address: DEVSTACK_USDC, abi: erc20Abi, functionName: 'balanceOf', args: address ? [address] : undefined, query: { enabled: isConnected } });
}

/** 1 USDC to the connected account itself: the wallet is asked, the balance stays, the receipt is shown. */
export function WagmiSendPanel() {
  const { address } = useAccount();
  const { writeContract, data: hash, isPending, error, reset } = useWriteContract();
  const receipt = useWaitForTransactionReceipt({ hash });
  const { refetch } = useUsdcBalance();
  useEffect(() => {
    if (receipt.isSuccess) void refetch();
  }, [receipt.isSuccess, refetch]);
  return (
    <section aria-labelledby="wagmi-send-heading">
      <h2 id="wagmi-send-heading">useWriteContract</h2>
      <button
        type="button"
        disabled={address === undefined || isPending}
        onClick={() => {
          if (!address) return;
          reset();
          writeContract({ address: DEVSTACK_USDC, abi: erc20Abi, functionName: 'transfer', args: [address, parseUnits('1', USDC_DECIMALS)] });
        }}
      >
        Send 1 USDC to yourself
      </button>
      <p data-testid="wagmi-send">
        {isPending ? 'Waiting for the wallet…' : hash === undefined ? '' : receipt.isSuccess ? `Sent in block ${receipt.data.blockNumber} (${hash})` : `Sent ${hash}, waiting for the block…`}
      </p>
      {/* wagmi's error message is text from the wallet: React renders it as text, never as HTML. */}
      {error ? <p role="alert">{error.message}</p> : null}
    </section>
  );
}

/** A button per chain of the wagmi config (the devnets), and wagmi's disconnect. */
export function WagmiChainPanel() {
  const { chainId, isConnected } = useAccount();
  const { chains, switchChain, isPending, error } = useSwitchChain();
  const { disconnect } = useDisconnect();
  return (
    <section aria-labelledby="wagmi-chain-heading">
      <h2 id="wagmi-chain-heading">useSwitchChain and useDisconnect</h2>
      <div className="row">
        {chains.map((chain) => (
          <button key={chain.id} type="button" disabled={!isConnected || isPending || chain.id === chainId} onClick={() => switchChain({ chainId: chain.id })}>
            Switch to {chain.name}
          </button>
        ))}
        <button type="button" disabled={!isConnected} onClick={() => disconnect()}>
          wagmi disconnect
        </button>
      </div>
      {error ? <p role="alert">{error.message}</p> : null}
    </section>
  );
}
