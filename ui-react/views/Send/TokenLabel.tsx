/** A token's icon, name and balance, as a row's content (the token button and the picker's rows). */
import { formatBalance } from '../../../domain/entities/number/formatBalance.js';
import type { TokenBalance } from '../../../domain/entities/token/token-balance.js';
import { RowIcon } from '../Account/RowIcon.js';

/** The balance floored to 3 decimals with its symbol; the raw figure when it cannot be formatted. */
export function tokenBalanceText(token: Pick<TokenBalance, 'quantity' | 'symbol'>): string {
  try {
    return formatBalance(token.quantity.numeric, token.symbol);
  } catch {
    return `${token.quantity.numeric} ${token.symbol}`;
  }
}

export function TokenLabel({ token }: { token: TokenBalance }) {
  return (
    <>
      <RowIcon imageUrl={token.iconUrl} fallback={token.symbol || token.name} />
      <span className="wp-row-main">
        <span className="wp-row-title">{token.symbol || token.name}</span>
        <span className="wp-row-detail">{`${token.name} · ${tokenBalanceText(token)}`}</span>
      </span>
    </>
  );
}
