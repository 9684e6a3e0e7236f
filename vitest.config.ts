import { defineConfig } from 'vitest/config';
import { preactAliases } from './scripts/preact-specifiers.mjs';

// Pure code runs in Node; React components run in happy-dom; journeys and story checks in real chromium.

/** The entries' import-time checks, each in a fresh worker (the 'import-time' project). */
const IMPORT_TIME_FILES = ['index.test.ts', 'ui-react/index.test.ts', 'ui-element/index.test.ts', 'wagmi/index.test.ts'];

/** The element renderer's unit files, run with React mapped to preact/compat (the 'element' project). */
const ELEMENT_FILES = ['ui-element/**/*.test.{ts,tsx}'];

/** The browser files that only need the built stories, not the devstack (see the 'stories' project). */
const STORY_BROWSER_FILES = ['e2e/a11y/stories-axe.e2e.test.ts', 'e2e/layout/{modal-height,nft-titles,toast-position,wallet-names,walletconnect-tabs,long-translations}.e2e.test.ts'];

/**
 * The journeys that may run side by side (the 'e2e-parallel' project). Each one leaves the devstack as
 * every other journey finds it: it moves no funds of a shared account (a journey's own key, derived from a
 * label no other file uses, gets its balances through anvil_setBalance; the dev accounts are only read), sets
 * no fault on the cloud, restarts no relay, registers no name, and its users are its own (uniqueEmail,
 * uniqueUsername, one Farcaster FID used by one file); what it breaks on purpose it breaks in its own
 * context (page.route). The rest (funds moved from the dev accounts or the deployer, cloud faults, the relay
 * restart, names) stay in 'e2e', one file at a time, after these. A new journey goes there unless it is
 * added here with the same reasoning. Also kept in 'e2e': siwx/optional, siwx/required and embedded-wallet/social,
 * which share nothing but failed now and then with a busy machine running two journeys at once (their timing
 * under load is worth a look; see the closing note of issue 17).
 */
const PARALLEL_JOURNEYS = [
  'e2e/{demo-smoke,theme,failure-artifacts}.e2e.test.ts',
  'e2e/a11y/{isolation,keyboard}.e2e.test.ts',
  'e2e/demo/hostile-provider.e2e.test.ts',
  'e2e/layout/demo.e2e.test.ts',
  'e2e/security/strict-csp.e2e.test.ts',
  'e2e/receive/receive.e2e.test.ts',
  'e2e/browser-wallet/{connect,discovery,reconnect,reject,switch-network,wallet-driven}.e2e.test.ts',
  'e2e/embedded-wallet/{email-change,farcaster,hostile-origins,known-device,new-email,one-click-sign-in,secure-site-down,solana,telegram}.e2e.test.ts',
  'e2e/siwx/{server-refusals,walletconnect-one-click}.e2e.test.ts',
  // Signs in with the wallet page's Polkadot key, which no other journey uses, and counts that key's sessions only.
  'e2e/siwx/polkadot.e2e.test.ts',
  // Each swaps on its own pool (USDC/WETH; ETH/USDC) from its own key and checks the fee account in another
  // asset, so neither moves what the other measures; quote-faults sets a cloud fault and stays in 'e2e'.
  // lying-build rewrites the build answers in its own page only and sends nothing.
  'e2e/swap/{erc20-approval,native-and-arguments,lying-build}.e2e.test.ts',
  'e2e/walletconnect/{connect,reject,reload,sign,wallet-driven}.e2e.test.ts',
  // Connect and read balances only (each balance compared with the chain's value at the time it is read).
  'e2e/solana/{connect,switch-namespace}.e2e.test.ts',
  // Connects the three namespaces' test wallets and reads their balances (the BTC one against the ledger when read).
  'e2e/bitcoin/multi-namespace.e2e.test.ts',
  // Connects the Bitcoin test wallet and reads its BTC (compared with the ledger when read); moves nothing.
  'e2e/bitcoin/connect.e2e.test.ts',
  // Sign in with keys of their own (funded by nothing), counting those addresses' sessions only; the WalletConnect
  // one connects the wallet page's Bitcoin account and reads its BTC, moving nothing.
  'e2e/bitcoin/{sign-in,walletconnect}.e2e.test.ts',
  // Each buys for a key of its own; the provider's treasury (used by nothing else) sends one transfer at a
  // time per chain. onramp/faults sets cloud faults and stays in 'e2e'.
  'e2e/onramp/{buy-card,declined-and-3ds,limits,popup-closed}.e2e.test.ts',
  // The README's element apps: connect the test wallet (dev account 0, read only) in contexts of their own and
  // disconnect; their builds run niced in child processes, so the journey beside them keeps its pace.
  'e2e/element-apps/element-apps.e2e.test.ts',
  // The elements page connects the demo's test wallet and switches its network (the wallet's own state, in its
  // page); the strict-CSP elements page only connects. Neither moves funds.
  'e2e/element/{elements-page,strict-csp}.e2e.test.ts',
  // The demo in Arabic: its history is a transfer between two keys of its own (set with anvil_setBalance).
  'e2e/i18n/arabic-rtl.e2e.test.ts',
];

/**
 * What both journey projects share: the devstack of the whole run (global setup) and the browser timeouts.
 * expect.poll waits up to 10 s by default instead of vitest's 1 s: a page that reloads and asks the local
 * cloud again can take longer than a second on a busy 2-core machine; what is polled for must still happen.
 */
const JOURNEY_SETTINGS = {
  environment: 'node',
  // Journeys share the worker's module cache (playwright-core, viem, the harness) instead of importing it again
  // per file: about a second of CPU per file. Their helpers keep no state at module level.
  isolate: false,
  globalSetup: ['e2e/global-setup.ts'],
  // A failed journey leaves screenshots and a log line per page (e2e/failure-artifacts.ts).
  setupFiles: ['e2e/failure-artifacts.setup.ts'],
  testTimeout: 60_000,
  hookTimeout: 120_000,
  expect: { poll: { timeout: 10_000 } },
};

export default defineConfig({
  test: {
    // The WalletConnect clients skip their Verify and telemetry calls under this flag (STACK-NOTES.md).
    env: { IS_VITEST: 'true' },
    // Both cores (vitest's default leaves one for itself, which idles while workers run), and the unit files
    // share each worker's module cache instead of importing zod, viem, rxjs and React again per file: on the
    // 2-core CI machine this takes the unit projects from about 5.5 to under 2 minutes. It holds because
    // nothing here keeps state at module level (no I/O, timers or storage at import time: a rule of the
    // code base, not of the tests) and stubbed globals and variables are restored after each test; the files also pass shuffled
    // (--sequence.shuffle.files).
    maxWorkers: 2,
    unstubGlobals: true,
    unstubEnvs: true,
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          isolate: false,
          setupFiles: ['tests/fakes/preload-flows.ts'],
          include: ['**/*.test.ts'],
          exclude: ['node_modules/**', 'dist/**', 'e2e/**', 'bench/**', ...ELEMENT_FILES, ...IMPORT_TIME_FILES],
        },
      },
      {
        // The entries' import-time checks (no timer, I/O or storage at import) spy on the globals while a module
        // graph is evaluated: in a worker shared with other files, an earlier file's pending timer fired inside
        // that window and was counted (a run failed on a 1 s timer that was not the import's). Each runs in a
        // worker of its own.
        extends: true,
        test: {
          name: 'import-time',
          environment: 'node',
          isolate: true,
          include: IMPORT_TIME_FILES,
        },
      },
      {
        extends: true,
        test: {
          name: 'dom',
          environment: 'happy-dom',
          isolate: false,
          setupFiles: ['ui-react/testing/preload-modal.ts', 'tests/fakes/preload-flows.ts'],
          include: ['**/*.test.tsx'],
          exclude: ['node_modules/**', 'dist/**', 'e2e/**', 'bench/**', ...ELEMENT_FILES],
        },
      },
      {
        // The element renderer (walletport/element): the same views under preact/compat, as the package build
        // maps them (scripts/mirror-preact.mjs); the mapping is this project's alone, so React stays React elsewhere.
        extends: true,
        resolve: { alias: preactAliases() },
        test: {
          name: 'element',
          environment: 'happy-dom',
          isolate: false,
          setupFiles: ['ui-react/testing/preload-modal.ts', 'tests/fakes/preload-flows.ts'],
          include: ELEMENT_FILES,
          exclude: ['node_modules/**', ...IMPORT_TIME_FILES],
        },
      },
      {
        // Real-browser journeys: one devstack for the whole run (global setup), Debian's chromium driven by
        // playwright-core, one file at a time so the shared chains see one test's transactions at a time.
        // vitest runs a project of one file at a time last, after every other group.
        extends: true,
        test: {
          ...JOURNEY_SETTINGS,
          name: 'e2e',
          include: ['e2e/**/*.e2e.test.ts'],
          exclude: [...STORY_BROWSER_FILES, ...PARALLEL_JOURNEYS],
          fileParallelism: false,
          // Last, after the parallel journeys (a project that does not isolate its files needs a group of its own).
          sequence: { groupOrder: 2 },
        },
      },
      {
        // The journeys that touch no shared state (PARALLEL_JOURNEYS), on the same devstack, two at a time in
        // a group of their own: after the unit files (whose workers keep both cores busy), before 'e2e'. A
        // journey spends most of its time waiting on the page, the chains and the servers (about half a core),
        // so two side by side take well under their one-at-a-time time. Not three: three at once on a busy
        // 2-core machine made journeys miss their real-time waits (a social login's reconnect after a reload).
        extends: true,
        test: {
          ...JOURNEY_SETTINGS,
          name: 'e2e-parallel',
          include: PARALLEL_JOURNEYS,
          maxWorkers: 2,
          sequence: { groupOrder: 1 },
        },
      },
      {
        // Real-browser checks of the Ladle stories (axe, layout): they serve the stories built once by their own
        // global setup and touch no devstack state, so they run with the unit files, two at a time, instead of
        // adding to the journeys, which run one file at a time after them (about 3 minutes of a CI run).
        extends: true,
        test: {
          name: 'stories',
          environment: 'node',
          include: STORY_BROWSER_FILES,
          globalSetup: ['e2e/a11y/stories-global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 180_000,
        },
      },
    ],
  },
});
