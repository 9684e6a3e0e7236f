/** What a row shows of a balance the account holds (Account's Tokens tab, Send's picker): formatted here, once. */
import { holdingUsdValue } from '../../../domain/entities/token/usdValue.js';
import type { TokenBalance } from '../../../domain/entities/token/token-balance.js';
import { formatTokenBalance, formatUsd } from '../format/formatMoney.js';
import type { TokenDisplay } from './TokenRow.js';

/** `locale`: the shown language (useT's), in which the figures are written; English when left out. */
export function tokenBalanceDisplay(token: TokenBalance, locale?: string): TokenDisplay {
  return {
    symbol: token.symbol,
    name: token.name,
    iconUrl: token.iconUrl,
    balance: formatTokenBalance(token, locale),
    usd: formatUsd(holdingUsdValue(token), locale),
  };
}
