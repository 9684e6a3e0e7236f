/**
 * The check of a restored WalletConnect session against the universal provider's own record. The Sign client keeps
 * the session (`wc@2:client:…//session`); the universal provider keeps,
 * under its own key (`wc@2:universal_provider:/namespaces<topic>`), the namespaces the wallet approved, written
 * at connect and, by our adapter, at every session update. An account in the session that this record does not
 * hold was never approved by the wallet (a value planted in storage): the session is not shown, since the
 * wallet would refuse every request for that account ("not authorized").
 */

/** The universal provider's record: namespace to what was approved (only `accounts` is read). */
export type ApprovedNamespacesRecord = Readonly<Record<string, { readonly accounts?: readonly string[] | undefined } | undefined>>;

export type UnapprovedAccountsParameters = {
  /** The restored session's namespaces (validated: walletconnect-session.schema.ts). */
  sessionNamespaces: Readonly<Record<string, { readonly accounts: readonly string[] }>>;
  /** The universal provider's record; undefined or empty when it has none. */
  record: unknown;
};
export type UnapprovedAccountsReturnType = string[];

/**
 * The session's accounts (CAIP-10) the record does not hold, compared case-insensitively (EIP-55 checksums
 * may differ). With no usable record, every account is unapproved: nothing vouches for the session.
 */
export function unapprovedAccounts({ sessionNamespaces, record }: UnapprovedAccountsParameters): UnapprovedAccountsReturnType {
  const approved = new Set<string>();
  if (record !== null && typeof record === 'object') {
    for (const entry of Object.values(record as Record<string, unknown>)) {
      const accounts = (entry as { accounts?: unknown } | null | undefined)?.accounts;
      if (!Array.isArray(accounts)) continue;
      for (const account of accounts) if (typeof account === 'string') approved.add(account.toLowerCase());
    }
  }
  return Object.values(sessionNamespaces)
    .flatMap((namespace) => namespace.accounts)
    .filter((account) => !approved.has(account.toLowerCase()));
}

/** The record after a session update the wallet sent: each namespace takes the session's approved accounts. */
export function recordAfterUpdate(
  record: unknown,
  sessionNamespaces: Readonly<Record<string, { readonly accounts: readonly string[]; readonly chains?: readonly string[] | undefined }>>,
): Record<string, unknown> {
  const next: Record<string, unknown> = record !== null && typeof record === 'object' ? { ...(record as Record<string, unknown>) } : {};
  for (const [key, namespace] of Object.entries(sessionNamespaces)) {
    const known = next[key];
    const base = known !== null && typeof known === 'object' ? (known as Record<string, unknown>) : {};
    next[key] = { ...base, accounts: [...namespace.accounts], ...(namespace.chains === undefined ? {} : { chains: [...namespace.chains] }) };
  }
  return next;
}
