/**
 * The on-ramp provider's rules, in memory, for FakeBlockchainApi: the same options shape, limits and fee rules
 * as the devstack's provider (devstack/onramp, docs/ONRAMP.md), so a use case test sees what a journey sees:
 * - options: USDC and ETH on Devnet A and B, USDC and SOL on Solana; USD and EUR with per-method limits that
 *   differ from SPEC.md section 9's fallback on purpose (card 20.00-5000.00 USD, so a test can tell them apart);
 * - quotes: meld 1.50 %, coinbase 1.00 % of the amount, rounded half up to cents; a network fee of 0.50 (EVM)
 *   or 0.05 (Solana); subtotal = amount - fees; the tokens at fixed prices, rounded down to their decimals;
 * - refusals (an amount outside the method's limits or with more than 2 decimals, an unknown currency, network
 *   or provider) reject as the HTTP adapter does on a 400.
 * A network is named by its options `name` or by its CAIP-2 id, a currency by its id or symbol (the fallback
 * options name them so).
 */
import type { OnrampOptionsResponse, OnrampQuoteResponse } from '../../domain/entities/api/blockchain-api.schema.js';
import { walletportError } from '../../domain/entities/errors/catalogue.js';
import { BigDecimal } from '../../domain/entities/number/bigDecimal.js';
import type { BlockchainApi } from '../../ports/blockchain-api.port.js';

type QuoteParams = Parameters<BlockchainApi['getOnrampQuote']>[0];

/** The Solana network of the fake's options: Solana mainnet's CAIP-2 reference (the fake's supported chains list it). */
export const FAKE_ONRAMP_SOLANA_REFERENCE = '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp';
export const FAKE_ONRAMP_USDC_DEVNET = '0x5FbDB2315678afecb367f032d93F642f64180aa3';
export const FAKE_ONRAMP_USDC_SOLANA = 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v';

/** Provider fee per provider, in percent of the amount paid. */
export const FAKE_ONRAMP_FEE_PERCENT = { meld: '1.5', coinbase: '1' } as const;

const TOKENS = {
  usdc: { symbol: 'USDC', name: 'USD Coin', usd: '1', decimals: 6 },
  eth: { symbol: 'ETH', name: 'Ether', usd: '3000', decimals: 18 },
  sol: { symbol: 'SOL', name: 'Solana', usd: '150', decimals: 9 },
} as const;
const EUR_IN_USD = '1.08';

const devnet = (letter: 'a' | 'b', address: string) => ({
  name: `walletport-devnet-${letter}`,
  display_name: `Walletport Devnet ${letter.toUpperCase()}`,
  chain_id: letter === 'a' ? '31337' : '31338',
  contract_address: address,
});
const solana = (address: string) => ({ name: 'walletport-solana', display_name: 'Solana', chain_id: FAKE_ONRAMP_SOLANA_REFERENCE, contract_address: address });

/** The options answer (a fresh copy each time). */
export function fakeOnrampOptions(): OnrampOptionsResponse {
  return {
    purchaseCurrencies: [
      { id: 'usdc', name: TOKENS.usdc.name, symbol: 'USDC', networks: [devnet('a', FAKE_ONRAMP_USDC_DEVNET), devnet('b', FAKE_ONRAMP_USDC_DEVNET), solana(FAKE_ONRAMP_USDC_SOLANA)] },
      { id: 'eth', name: TOKENS.eth.name, symbol: 'ETH', networks: [devnet('a', ''), devnet('b', '')] },
      { id: 'sol', name: TOKENS.sol.name, symbol: 'SOL', networks: [solana('')] },
    ],
    paymentCurrencies: [
      { id: 'USD', payment_method_limits: [{ id: 'card', min: '20.00', max: '5000.00' }, { id: 'bank_account', min: '50.00', max: '20000.00' }] },
      { id: 'EUR', payment_method_limits: [{ id: 'card', min: '20.00', max: '4500.00' }, { id: 'bank_account', min: '50.00', max: '18000.00' }] },
    ],
  };
}

/** The provider's quote for `params` under `options`, or the rejection a 400 becomes. `quoteId` names it. */
export function fakeOnrampQuote(options: OnrampOptionsResponse, params: QuoteParams, quoteId: string): OnrampQuoteResponse {
  const refuse = (reason: string) => walletportError('HTTP_STATUS', [400], { details: reason });
  const provider = params.provider ?? 'coinbase';
  const method = params.paymentMethod ?? 'card';
  if (!(provider in FAKE_ONRAMP_FEE_PERCENT)) throw refuse(`unknown provider ${provider}`);
  // Named by its id or its symbol, in any case (the fallback options name USDC by its symbol).
  const wanted = params.purchaseCurrency.toLowerCase();
  const currency = options.purchaseCurrencies.find((candidate) => candidate.id.toLowerCase() === wanted || candidate.symbol.toLowerCase() === wanted);
  const token = Object.values(TOKENS).find((candidate) => candidate.symbol === currency?.symbol);
  const network = currency?.networks.find(
    (candidate) => candidate.name === params.network || `eip155:${candidate.chain_id}` === params.network || `solana:${candidate.chain_id}` === params.network,
  );
  if (currency === undefined || token === undefined || network === undefined) throw refuse('unknown purchase currency or network');
  const limits = options.paymentCurrencies.find((candidate) => candidate.id === params.paymentCurrency)?.payment_method_limits.find((entry) => entry.id === method);
  if (limits === undefined) throw refuse('unknown payment currency or method');
  if (!/^\d+(?:\.\d{1,2})?$/.test(params.amount)) throw refuse('the amount must be a decimal with at most 2 decimals');
  const amount = BigDecimal.from(params.amount);
  if (amount.compare(limits.min) < 0) throw refuse(`The amount must be at least ${limits.min} ${params.paymentCurrency}`);
  if (amount.compare(limits.max) > 0) throw refuse(`The amount must be at most ${limits.max} ${params.paymentCurrency}`);

  const fee = amount.mul(FAKE_ONRAMP_FEE_PERCENT[provider]).div(100).round(2);
  const networkFee = BigDecimal.from(network.chain_id === FAKE_ONRAMP_SOLANA_REFERENCE ? '0.05' : '0.50');
  const subtotal = amount.sub(fee).sub(networkFee);
  const usd = params.paymentCurrency === 'EUR' ? subtotal.mul(EUR_IN_USD) : subtotal;
  const purchased = usd.div(token.usd).floor(Math.min(token.decimals, 20));
  const money = (value: BigDecimal) => ({ amount: value.toFixed(2), currency: params.paymentCurrency });
  return {
    paymentTotal: money(amount),
    paymentSubtotal: money(subtotal),
    purchaseAmount: { amount: purchased.toString(), currency: token.symbol },
    networkFee: money(networkFee),
    providerFee: money(fee),
    ...(provider === 'coinbase' ? { coinbaseFee: money(fee) } : {}),
    quoteId,
  };
}
