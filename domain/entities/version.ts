/**
 * walletport's version, as it is published (package.json `version`; `version.test.ts` keeps the two equal).
 * Written here rather than read from package.json so that no JSON import or bundler define is needed.
 */
export const WALLETPORT_VERSION = '0.1.0';
