/** Moved to domain/entities/token (the one token-and-money module); kept until swap reads it from there. */
export { balanceUnits, tokenDecimals, toTokenUnits } from '../../entities/token/index.js';
