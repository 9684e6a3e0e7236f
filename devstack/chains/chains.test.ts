import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createPublicClient,
  erc20Abi,
  erc721Abi,
  getContractAddress,
  http,
  keccak256,
  recoverTransactionAddress,
  type PublicClient,
} from 'viem';
import { DEV_ACCOUNTS, DEVSTACK_CHAINS } from '../config.js';
import {
  AMM_POOLS,
  DEPLOYED_CONTRACTS,
  DEV_AMM,
  DEV_SMART_ACCOUNTS,
  GENESIS_NATIVE_BALANCE,
  NFT_COLLECTION,
  SEED_TRANSFERS,
  TOKENS,
  freePort,
  poolReserves,
  seededTokenBalances,
  startChains,
  type RunningChains,
} from './index.js';
import { SMART_ACCOUNT_SEED_TRANSACTIONS } from './deploy-smart-accounts.js';
import { AMM_SEED_TRANSACTIONS } from './deploy-amm.js';
import { ACCOUNT_ABSTRACTION_SEED_TRANSACTIONS } from './deploy-account-abstraction.js';
import {
  MULTICALL3_ADDRESS,
  MULTICALL3_CODE_HASH,
  MULTICALL3_DEPLOYER,
  MULTICALL3_DEPLOYMENT_TRANSACTION,
  MULTICALL3_RUNTIME_BYTECODE,
} from './multicall3.js';

/** A process that has exited but is not reaped yet (a zombie, e.g. re-parented to init) counts as dead. */
function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  try {
    // /proc/<pid>/stat: "pid (comm) state ..."; Z is a zombie.
    return !/^\d+ \(.*\) Z /.test(readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return true; // No /proc (macOS): trust kill(0).
  }
}

describe('deterministic deployment', () => {
  it('puts the contracts at fixed addresses', () => {
    expect(DEPLOYED_CONTRACTS).toEqual({
      usdc: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
      weth: '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512',
      nft: '0x9fE46736679d2D9a65F0992F2272dE9f3c7fa6e0',
      multicall3: '0xcA11bde05977b3631167028862bE2a173976CA11',
    });
    expect(TOKENS.map(({ symbol, name, decimals, address }) => ({ symbol, name, decimals, address }))).toEqual([
      { symbol: 'USDC', name: 'USD Coin', decimals: 6, address: DEPLOYED_CONTRACTS.usdc },
      { symbol: 'WETH', name: 'Wrapped Ether', decimals: 18, address: DEPLOYED_CONTRACTS.weth },
    ]);
  });

  it('uses the canonical Multicall3 bytecode', async () => {
    // The pre-signed deployment recovers to the keyless deployer, whose nonce-0 contract is the canonical address.
    const signer = await recoverTransactionAddress({ serializedTransaction: MULTICALL3_DEPLOYMENT_TRANSACTION as never });
    expect(signer).toBe(MULTICALL3_DEPLOYER);
    expect(getContractAddress({ from: signer, nonce: 0n })).toBe(MULTICALL3_ADDRESS);
    expect(keccak256(MULTICALL3_RUNTIME_BYTECODE)).toBe(MULTICALL3_CODE_HASH);
  });
});

describe('startChains', () => {
  let running: RunningChains;
  const clients = new Map<number, PublicClient>();

  beforeAll(async () => {
    // Free ports, so the test never collides with a running `npm start` or another test file.
    running = await startChains({ ports: { a: await freePort(), b: await freePort(), c: await freePort() } });
    for (const chain of running.chains) {
      clients.set(chain.chainId, createPublicClient({ chain: chain.viemChain, transport: http(chain.rpcUrl, { retryCount: 0 }) }));
    }
  }, 20_000);

  afterAll(async () => {
    await running?.stop();
  });

  it('runs chains A, B and C on 127.0.0.1 with their chain ids', async () => {
    expect(running.chains.map((chain) => chain.chainId)).toEqual([
      DEVSTACK_CHAINS.a.chainId,
      DEVSTACK_CHAINS.b.chainId,
      DEVSTACK_CHAINS.c.chainId,
    ]);
    for (const chain of running.chains) {
      expect(chain.rpcUrl).toBe(`http://127.0.0.1:${chain.port}`);
      expect(await clients.get(chain.chainId)!.getChainId()).toBe(chain.chainId);
    }
    expect(running.contracts).toEqual(DEPLOYED_CONTRACTS);
  });

  it('deploys both tokens with their metadata and seeded balances on every chain', async () => {
    const expected = seededTokenBalances();
    for (const client of clients.values()) {
      for (const token of TOKENS) {
        const read = { address: token.address, abi: erc20Abi } as const;
        expect(await client.readContract({ ...read, functionName: 'decimals' })).toBe(token.decimals);
        expect(await client.readContract({ ...read, functionName: 'symbol' })).toBe(token.symbol);
        expect(await client.readContract({ ...read, functionName: 'name' })).toBe(token.name);
        for (const account of DEV_ACCOUNTS) {
          const balance = await client.readContract({ ...read, functionName: 'balanceOf', args: [account.address] });
          expect(balance).toBe(expected[account.address]![token.key]);
        }
      }
    }
    expect(expected[DEV_ACCOUNTS[0].address]).toEqual({ usdc: 992_625_500_000n, weth: 986_500_000_000_000_000_000n });
  });

  it('mints the NFTs to DEV_ACCOUNTS[0] and [1]', async () => {
    const client = clients.get(DEVSTACK_CHAINS.a.chainId)!;
    const read = { address: DEPLOYED_CONTRACTS.nft, abi: erc721Abi } as const;
    for (const [tokenId, owner] of NFT_COLLECTION.owners.entries()) {
      expect(await client.readContract({ ...read, functionName: 'ownerOf', args: [BigInt(tokenId)] })).toBe(owner);
    }
    expect(await client.readContract({ ...read, functionName: 'balanceOf', args: [DEV_ACCOUNTS[0].address] })).toBe(3n);
    expect(await client.readContract({ ...read, functionName: 'tokenURI', args: [0n] })).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/.*0$/);
  });

  it('has Multicall3 at its canonical address, and it answers aggregate3', async () => {
    for (const client of clients.values()) {
      expect(await client.getCode({ address: MULTICALL3_ADDRESS })).toBe(MULTICALL3_RUNTIME_BYTECODE);
    }
    const client = clients.get(DEVSTACK_CHAINS.b.chainId)!;
    const results = await client.multicall({
      allowFailure: false,
      contracts: TOKENS.map((token) => ({
        address: token.address,
        abi: erc20Abi,
        functionName: 'balanceOf' as const,
        args: [DEV_ACCOUNTS[1].address] as const,
      })),
    });
    expect(results).toEqual([4_874_500_000n, 10_000_000_000_000_000_000n]);
  });

  it('has the smart-account factory and the deployed smart account on every chain, the counterfactual one undeployed', async () => {
    for (const client of clients.values()) {
      expect(await client.getCode({ address: DEV_SMART_ACCOUNTS.factory })).toBeDefined();
      expect(await client.getCode({ address: DEV_SMART_ACCOUNTS.deployed.address })).toBeDefined();
      expect(await client.getCode({ address: DEV_SMART_ACCOUNTS.counterfactual.address })).toBeUndefined();
    }
  });

  it('has the AMM, its fee router and its seeded pools on every chain', async () => {
    for (const client of clients.values()) {
      for (const address of Object.values(DEV_AMM)) expect(await client.getCode({ address })).toBeDefined();
      for (const pool of AMM_POOLS) {
        expect(await poolReserves({ client, tokenA: pool.tokenA, tokenB: pool.tokenB })).toEqual([pool.reserveA, pool.reserveB]);
      }
    }
  });

  it('leaves native history: the seed transfers are mined', async () => {
    const client = clients.get(DEVSTACK_CHAINS.c.chainId)!;
    // Deployments (3) + mints (5) + transfers + the smart-account factory and account + the AMM (deployments,
    // approvals, liquidity), one transaction per block.
    expect(await client.getBlockNumber()).toBe(
      BigInt(3 + NFT_COLLECTION.owners.length + SEED_TRANSFERS.length + SMART_ACCOUNT_SEED_TRANSACTIONS + AMM_SEED_TRANSACTIONS + ACCOUNT_ABSTRACTION_SEED_TRANSACTIONS),
    );
    expect(await client.getBalance({ address: DEV_ACCOUNTS[2].address })).toBeGreaterThan(GENESIS_NATIVE_BALANCE);
  });

  it('stop() ends every anvil process', async () => {
    const pids = running.chains.map((chain) => chain.pid);
    expect(pids.every(isAlive)).toBe(true);
    await running.stop();
    expect(pids.filter(isAlive)).toEqual([]);
    await expect(clients.get(DEVSTACK_CHAINS.a.chainId)!.getChainId()).rejects.toThrow();
  });
});

describe('the chains die with their parent process', () => {
  const root = new URL('../../', import.meta.url);

  /** Runs `args` under node with tsx, waits for `ready` on stdout, returns the anvil pids it printed. */
  async function spawnParent(args: string[], ready: RegExp): Promise<{ child: ChildProcess; pids: number[]; exit: Promise<NodeJS.Signals | number | null> }> {
    const env = {
      ...process.env,
      WALLETPORT_CHAIN_A_PORT: String(await freePort()),
      WALLETPORT_CHAIN_B_PORT: String(await freePort()),
      WALLETPORT_CHAIN_C_PORT: String(await freePort()),
    };
    const child = spawn(process.execPath, ['--import', 'tsx', ...args], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
    const exit = new Promise<NodeJS.Signals | number | null>((resolve) => child.once('exit', (code, signal) => resolve(signal ?? code)));
    let output = '';
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no ready line within 15 s:\n${output}`)), 15_000);
      const onData = (chunk: Buffer): void => {
        output += chunk.toString();
        if (ready.test(output)) {
          clearTimeout(timer);
          resolve();
        }
      };
      child.stdout?.on('data', onData);
      child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
      void exit.then(() => reject(new Error(`exited early:\n${output}`)));
    });
    const pids = [...output.matchAll(/anvil pid (\d+)/g)].map((match) => Number(match[1]));
    return { child, pids, exit };
  }

  it('Ctrl-C (SIGINT) of the CLI stops every anvil', async () => {
    const { child, pids, exit } = await spawnParent(['devstack/chains/cli.ts'], /Ctrl-C stops them/);
    expect(pids).toHaveLength(3);
    expect(pids.every(isAlive)).toBe(true);
    child.kill('SIGINT');
    expect(await exit).toBe(0);
    expect(pids.filter(isAlive)).toEqual([]);
  }, 20_000);

  it('SIGTERM of a host without its own handler stops every anvil, and the host still dies of the signal', async () => {
    const script = [
      "const { startChains } = await import('./devstack/chains/index.ts');",
      "const running = await startChains({ chains: ['a', 'b'] });",
      "console.log(running.chains.map((chain) => `anvil pid ${chain.pid}`).join('\\n'));",
      "console.log('ready');",
      'setInterval(() => {}, 1000);',
    ].join('\n');
    const { child, pids, exit } = await spawnParent(['--input-type=module', '--eval', script], /ready/);
    expect(pids).toHaveLength(2);
    child.kill('SIGTERM');
    expect(await exit).toBe('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(pids.filter(isAlive)).toEqual([]);
  }, 20_000);
});
