import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPublicClient, createWalletClient, hashMessage, http, parseEther, type Hex, type PublicClient } from 'viem';
import { createSiweMessage, generateSiweNonce, verifySiweMessage } from 'viem/siwe';
import { DEV_ACCOUNTS } from '../config.js';
import { DEV_SMART_ACCOUNT_ABI, DEV_SMART_ACCOUNT_FACTORY_ABI, DEV_SMART_ACCOUNTS, freePort, startChains, type RunningChains } from './index.js';
import { signAsCounterfactualAccount, signAsDevSmartAccount, signAsSmartAccount } from './testing/smart-account-signatures.js';

const ERC1271_MAGIC = '0x1626ba7e';
const STRANGER_KEY = DEV_ACCOUNTS[0].privateKey;

describe('smart-account addresses', () => {
  it('are fixed: anything may hard-code them', () => {
    expect(DEV_SMART_ACCOUNTS).toMatchObject({
      factory: '0x95bD8D42f30351685e96C62EDdc0d0613bf9a87A',
      deployed: { owner: DEV_ACCOUNTS[1].address, address: '0x9E24AD33CA13796065068c895AC22c37d9E4afef' },
      counterfactual: { owner: DEV_ACCOUNTS[2].address, address: '0xA5B78F2fAD0f3EC816335E5AE9199c1fcbF5F528' },
    });
  });
});

describe('smart accounts on a chain', () => {
  let running: RunningChains;
  let client: PublicClient;
  let chainId: number;

  beforeAll(async () => {
    // One chain is enough: every chain runs the same seed, and chains.test.ts checks all three have the accounts.
    running = await startChains({ chains: ['a'], ports: { a: await freePort() } });
    const chain = running.chains[0]!;
    chainId = chain.chainId;
    client = createPublicClient({ chain: chain.viemChain, transport: http(chain.rpcUrl, { retryCount: 0 }) });
  }, 20_000);

  afterAll(async () => {
    await running?.stop();
  });

  function siweMessage(address: Hex): string {
    return createSiweMessage({
      address,
      chainId,
      domain: '127.0.0.1:4300',
      uri: 'http://127.0.0.1:4300/login',
      nonce: generateSiweNonce(),
      version: '1',
      statement: 'Sign in to the devstack',
      issuedAt: new Date(),
    });
  }

  it('deploys the account for DEV_ACCOUNTS[1] and leaves DEV_ACCOUNTS[2]\'s counterfactual', async () => {
    const { factory, deployed, counterfactual } = DEV_SMART_ACCOUNTS;
    expect(await client.getCode({ address: factory })).toBeDefined();
    expect(await client.getCode({ address: deployed.address })).toBeDefined();
    expect(await client.getCode({ address: counterfactual.address })).toBeUndefined();
    expect(await client.readContract({ address: deployed.address, abi: DEV_SMART_ACCOUNT_ABI, functionName: 'owner' })).toBe(deployed.owner);
    for (const account of [deployed, counterfactual]) {
      expect(await client.readContract({ address: factory, abi: DEV_SMART_ACCOUNT_FACTORY_ABI, functionName: 'getAddress', args: [account.owner, account.salt] })).toBe(account.address);
    }
    // createAccount on an existing account returns it instead of reverting (a verifier may replay it).
    const { result } = await client.simulateContract({ address: factory, abi: DEV_SMART_ACCOUNT_FACTORY_ABI, functionName: 'createAccount', args: [deployed.owner, deployed.salt] });
    expect(result).toBe(deployed.address);
  });

  it('answers isValidSignature with the ERC-1271 magic value only for the owner\'s signature', async () => {
    const { deployed } = DEV_SMART_ACCOUNTS;
    const isValid = (hash: Hex, signature: Hex): Promise<Hex> =>
      client.readContract({ address: deployed.address, abi: DEV_SMART_ACCOUNT_ABI, functionName: 'isValidSignature', args: [hash, signature] });
    const hash = hashMessage('hello');
    expect(await isValid(hash, await signAsSmartAccount('hello'))).toBe(ERC1271_MAGIC);
    expect(await isValid(hash, await signAsSmartAccount('hello', { privateKey: STRANGER_KEY }))).toBe('0xffffffff');
    expect(await isValid(hash, '0x1234')).toBe('0xffffffff');
  });

  it('lets only the owner execute calls; it receives ETH', async () => {
    const { deployed } = DEV_SMART_ACCOUNTS;
    const chain = running.chains[0]!;
    const wallet = createWalletClient({ chain: chain.viemChain, transport: http(chain.rpcUrl, { retryCount: 0 }) });
    const funding = await wallet.sendTransaction({ account: DEV_ACCOUNTS[0].address, to: deployed.address, value: parseEther('1') });
    await client.waitForTransactionReceipt({ hash: funding, pollingInterval: 10 });
    expect(await client.getBalance({ address: deployed.address })).toBe(parseEther('1'));

    const payout = { address: deployed.address, abi: DEV_SMART_ACCOUNT_ABI, functionName: 'execute', args: [DEV_ACCOUNTS[2].address, parseEther('0.25'), '0x'] } as const;
    await expect(client.simulateContract({ ...payout, account: DEV_ACCOUNTS[0].address })).rejects.toThrow(/NotOwner/);
    const hash = await wallet.writeContract({ ...payout, account: deployed.owner });
    expect((await client.waitForTransactionReceipt({ hash, pollingInterval: 10 })).status).toBe('success');
    expect(await client.getBalance({ address: deployed.address })).toBe(parseEther('0.75'));
  });

  it('verifies a Sign-In with Ethereum message signed by the deployed account (ERC-1271)', async () => {
    const { address } = DEV_SMART_ACCOUNTS.deployed;
    const message = siweMessage(address);
    const signature = await signAsSmartAccount(message);
    expect(await verifySiweMessage(client, { message, signature, address, domain: '127.0.0.1:4300' })).toBe(true);
    expect(await client.verifyMessage({ address, message, signature })).toBe(true);

    const stranger = await signAsSmartAccount(message, { privateKey: STRANGER_KEY });
    expect(await verifySiweMessage(client, { message, signature: stranger })).toBe(false);
    expect(await client.verifyMessage({ address, message, signature: stranger })).toBe(false);
  });

  it('verifies a Sign-In with Ethereum message signed by the counterfactual account (ERC-6492), leaving it undeployed', async () => {
    const { address } = DEV_SMART_ACCOUNTS.counterfactual;
    const message = siweMessage(address);
    const signature = await signAsCounterfactualAccount(message);
    expect(await verifySiweMessage(client, { message, signature, address, domain: '127.0.0.1:4300' })).toBe(true);
    expect(await client.verifyMessage({ address, message, signature })).toBe(true);

    const stranger = await signAsCounterfactualAccount(message, { privateKey: STRANGER_KEY });
    expect(await verifySiweMessage(client, { message, signature: stranger })).toBe(false);
    expect(await client.verifyMessage({ address, message, signature: stranger })).toBe(false);
    // Without the ERC-6492 wrapper the account does not exist yet, so nothing can vouch for the signature.
    const unwrapped = await signAsDevSmartAccount(DEV_SMART_ACCOUNTS.counterfactual, message);
    expect(await verifySiweMessage(client, { message, signature: unwrapped })).toBe(false);

    expect(await client.getCode({ address })).toBeUndefined();
  });
});
