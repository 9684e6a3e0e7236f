export { formatRelativeTime } from './formatRelativeTime.js';
export { groupTransactionsByYearMonth, type TransactionMonthGroup } from './groupTransactionsByYearMonth.js';
export { monthTitle } from './monthTitle.js';
export { operationSign, type OperationSign } from './operationSign.js';
export { relativeTimeParts, type RelativeTimeParts, type RelativeTimeUnit } from './relativeTimeParts.js';
export { truncateAddress } from './truncateAddress.js';
export { truncateEmail } from './truncateEmail.js';
