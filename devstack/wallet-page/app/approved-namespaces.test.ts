import { describe, expect, it } from 'vitest';
import { approvedNamespaces, caipChainOf, type OtherNamespace, requestedScope, UnsupportedProposalError, WALLET_EVENTS, WALLET_METHODS, withChain } from './approved-namespaces.js';

const LOCAL = ['eip155:31337', 'eip155:31338', 'eip155:31339'];
const ME = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const ns = (chains: string[] | undefined, methods: string[] = [], events: string[] = []) => ({ ...(chains ? { chains } : {}), methods, events });

describe('approvedNamespaces', () => {
  it('approves the local chains asked for (required, then optional), plus eip155:31337, with the dev account on each', () => {
    const approved = approvedNamespaces(
      { requiredNamespaces: { eip155: ns(['eip155:31338']) }, optionalNamespaces: { eip155: ns(['eip155:31339', 'eip155:1', 'eip155:31338']) } },
      LOCAL,
      ME,
    );
    expect(approved.eip155?.chains).toEqual(['eip155:31338', 'eip155:31339', 'eip155:31337']);
    expect(approved.eip155?.accounts).toEqual([`eip155:31338:${ME}`, `eip155:31339:${ME}`, `eip155:31337:${ME}`]);
  });

  it('reads chain-keyed namespaces ("eip155:31338") and gives eip155:31337 alone when nothing local is asked for', () => {
    expect(approvedNamespaces({ requiredNamespaces: {}, optionalNamespaces: { 'eip155:31338': ns(undefined) } }, LOCAL, ME).eip155?.chains).toEqual([
      'eip155:31338',
      'eip155:31337',
    ]);
    expect(approvedNamespaces({ requiredNamespaces: {}, optionalNamespaces: { eip155: ns(['eip155:1']) } }, LOCAL, ME).eip155?.chains).toEqual(['eip155:31337']);
  });

  it('grants the wallet methods and events plus every one the dapp named, once each', () => {
    const { methods, events } = approvedNamespaces(
      { requiredNamespaces: { eip155: ns(['eip155:31337'], ['personal_sign', 'eth_sign'], ['chainChanged']) }, optionalNamespaces: { eip155: ns([], ['eth_sign'], ['message']) } },
      LOCAL,
      ME,
    ).eip155 ?? { methods: [], events: [] };
    expect(methods).toEqual([...WALLET_METHODS, 'eth_sign']);
    expect(events).toEqual([...WALLET_EVENTS, 'message']);
  });

  it('ignores optional non-EVM namespaces but refuses required ones and required chains that are not local', () => {
    const solana = { chains: ['solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'], methods: [], events: [] };
    expect(approvedNamespaces({ requiredNamespaces: {}, optionalNamespaces: { solana } }, LOCAL, ME).eip155?.chains).toEqual(['eip155:31337']);
    expect(() => approvedNamespaces({ requiredNamespaces: { solana } }, LOCAL, ME)).toThrow(UnsupportedProposalError);
    expect(() => approvedNamespaces({ requiredNamespaces: { eip155: ns(['eip155:1']) } }, LOCAL, ME)).toThrow(/eip155:1, which is not a local chain/);
  });
});

describe('approvedNamespaces with the local Solana chain', () => {
  const SOLANA = { chain: 'solana:gWrX94S2EYwdZDDp3Uu22AVvitZBW6A5', address: 'C7M9dfzCzVcDJsi7xb44gsJrkJdDtYhqvfqm4b7C73T5' };
  const solanaAsked = (chains: string[]) => ({ chains, methods: ['solana_signMessage', 'solana_getAccounts'], events: ['accountsChanged'] });

  it('approves the solana namespace beside eip155 when the dapp asks for the local Solana chain', () => {
    const approved = approvedNamespaces(
      { requiredNamespaces: {}, optionalNamespaces: { eip155: ns(['eip155:31337']), solana: solanaAsked([SOLANA.chain]) } },
      LOCAL,
      ME,
      SOLANA,
    );
    expect(approved.eip155?.chains).toEqual(['eip155:31337']);
    expect(approved.solana).toEqual({
      chains: [SOLANA.chain],
      accounts: [`${SOLANA.chain}:${SOLANA.address}`],
      methods: ['solana_signMessage', 'solana_signTransaction', 'solana_signAndSendTransaction', 'solana_getAccounts'],
      events: ['accountsChanged'],
    });
  });

  it('gives a Solana-only proposal the solana namespace alone, and a proposal for another Solana chain none', () => {
    expect(approvedNamespaces({ requiredNamespaces: {}, optionalNamespaces: { solana: solanaAsked([SOLANA.chain]) } }, LOCAL, ME, SOLANA)).toEqual({
      solana: expect.objectContaining({ chains: [SOLANA.chain] }),
    });
    const mainnet = approvedNamespaces({ requiredNamespaces: {}, optionalNamespaces: { solana: solanaAsked(['solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp']) } }, LOCAL, ME, SOLANA);
    expect(mainnet.solana).toBeUndefined();
    expect(mainnet.eip155?.chains).toEqual(['eip155:31337']);
  });
});

describe('requestedScope', () => {
  it('lists chains, methods and events without repeats', () => {
    expect(requestedScope({ eip155: ns(['eip155:1', 'eip155:31337'], ['personal_sign']), 'eip155:31337': ns(undefined, ['personal_sign'], ['chainChanged']) })).toEqual({
      chains: ['eip155:1', 'eip155:31337'],
      methods: ['personal_sign'],
      events: ['chainChanged'],
    });
    expect(requestedScope(undefined)).toEqual({ chains: [], methods: [], events: [] });
  });
});

describe('withChain', () => {
  const session = { eip155: { chains: ['eip155:31337'], accounts: [`eip155:31337:${ME}`], methods: ['personal_sign'], events: ['chainChanged'] } };

  it('adds a chain and its account without touching the original', () => {
    expect(withChain(session, 'eip155:31339', ME)).toEqual({
      eip155: { chains: ['eip155:31337', 'eip155:31339'], accounts: [`eip155:31337:${ME}`, `eip155:31339:${ME}`], methods: ['personal_sign'], events: ['chainChanged'] },
    });
    expect(session.eip155.chains).toEqual(['eip155:31337']);
  });

  it('answers undefined when the session has the chain already', () => {
    expect(withChain(session, 'eip155:31337', ME)).toBeUndefined();
  });
});

describe('caipChainOf', () => {
  it('reads hex, decimal and numbers, and refuses the rest', () => {
    expect([caipChainOf('0x7a6a'), caipChainOf('31338'), caipChainOf(31338)]).toEqual(['eip155:31338', 'eip155:31338', 'eip155:31338']);
    expect([caipChainOf('0x'), caipChainOf('abc'), caipChainOf(0), caipChainOf(-1), caipChainOf(undefined)]).toEqual([undefined, undefined, undefined, undefined, undefined]);
  });
});

describe('approvedNamespaces with the bip122, polkadot and cosmos namespaces', () => {
  const REGTEST = 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328';
  const POLKADOT = 'polkadot:91b171bb158e2d3848fa23a9f1c25182';
  const others: OtherNamespace[] = [
    { namespace: 'bip122', serves: (chain) => chain === REGTEST, address: () => 'bcrt1qpay', methods: ['signPsbt'], events: ['bip122_addressesChanged'] },
    { namespace: 'polkadot', serves: (chain) => chain.startsWith('polkadot:'), address: () => '1polkadot', methods: ['polkadot_signMessage'], events: [] },
  ];

  it('approves the chains of theirs the wallet serves with its account there, and no eip155 when none was asked', () => {
    const approved = approvedNamespaces(
      { requiredNamespaces: { polkadot: ns([POLKADOT], ['polkadot_signMessage']) }, optionalNamespaces: { bip122: ns([REGTEST, 'bip122:000000000019d6689c085ae165831e93'], ['getAccountAddresses']) } },
      LOCAL,
      ME,
      undefined,
      others,
    );
    expect(approved).toEqual({
      polkadot: { chains: [POLKADOT], accounts: [`${POLKADOT}:1polkadot`], methods: ['polkadot_signMessage'], events: [] },
      bip122: { chains: [REGTEST], accounts: [`${REGTEST}:bcrt1qpay`], methods: ['signPsbt', 'getAccountAddresses'], events: ['bip122_addressesChanged'] },
    });
    expect(approvedNamespaces({ requiredNamespaces: { eip155: ns(['eip155:31337']) }, optionalNamespaces: { bip122: ns([REGTEST]) } }, LOCAL, ME, undefined, others).eip155?.chains).toEqual(['eip155:31337']);
  });

  it('refuses a required chain of theirs it does not serve, and a required namespace it has no key for', () => {
    expect(() => approvedNamespaces({ requiredNamespaces: { bip122: ns(['bip122:000000000019d6689c085ae165831e93']) } }, LOCAL, ME, undefined, others)).toThrow(UnsupportedProposalError);
    expect(() => approvedNamespaces({ requiredNamespaces: { cosmos: ns(['cosmos:cosmoshub-4']) } }, LOCAL, ME, undefined, others)).toThrow(UnsupportedProposalError);
  });
});

