/** What a row shows of a balance the account holds (Account's Tokens tab, Send's picker): formatted here, once. */
import { holdingUsdValue } from '../../../domain/entities/token/usdValue.js';
import type { TokenBalance } from '../../../domain/entities/token/token-balance.js';
import { formatTokenBalance, formatUsd } from '../format/formatMoney.js';
import type { TokenDisplay } from './TokenRow.js';

export function tokenBalanceDisplay(token: TokenBalance): TokenDisplay {
  return {
    symbol: token.symbol,
    name: token.name,
    iconUrl: token.iconUrl,
    balance: formatTokenBalance(token),
    usd: formatUsd(holdingUsdValue(token)),
  };
}
