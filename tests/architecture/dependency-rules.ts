/**
 * The dependency arrows of DESIGN.md as data, and a checker that reads import specifiers from source text.
 * Kept apart from the test so the test can prove the checker catches a wrong import.
 */
import path from 'node:path';

export type ImportViolation = { file: string; specifier: string; rule: string };

type Rule = {
  name: string;
  /** Which files the rule governs (repo-relative, forward slashes). */
  appliesTo: (file: string) => boolean;
  /**
   * Returns true when importing `target` (a resolved repo-relative path, or a bare package name) is forbidden;
   * `how` tells a type-only import (`import type`, erased from the build) and a lazy one (`import()`);
   * `file` is the importing file, for the rules that depend on where the import comes from.
   */
  forbids: (target: ImportTarget, how: ImportKind, file: string) => boolean;
};

export type ImportTarget = { kind: 'relative'; path: string } | { kind: 'package'; name: string };
export type ImportKind = { typeOnly: boolean; dynamic: boolean };

// testing/ folders inside the product folders hold test support (tsconfig.build.json leaves them out of the
// package), so they may use the fakes like tests do. The top-level testing/ folder is different: it is the
// shipped entry walletport/testing (the mock connector), product code held to the rules below.
const isTest = (file: string) =>
  /\.test(-d)?\.tsx?$|\.stories\.tsx$/.test(file) || file.startsWith('tests/') || /\/testing\//.test(file);
const under = (folder: string) => (file: string) => file.startsWith(`${folder}/`);
/** Files the package ships: the product folders and the entry files at the root, tests and test support aside. */
export const PRODUCT_FOLDERS = ['domain', 'ports', 'adapters', 'container', 'ui-react', 'client', 'actions', 'testing', 'locales', 'wagmi', 'ui-element'];
export const PRODUCT_ROOT_FILES = ['index.ts', 'networks.ts', 'siwx.ts', 'composition-root.ts'];
export const isProduct = (file: string) =>
  (PRODUCT_FOLDERS.some((folder) => under(folder)(file)) || PRODUCT_ROOT_FILES.includes(file)) && !isTest(file);
const packageIn = (names: readonly string[]) => (target: ImportTarget) =>
  target.kind === 'package' && names.some((name) => target.name === name || target.name.startsWith(`${name}/`));

/**
 * The use-case folder a path lies in: `domain/usecases/<name>`, or for the embedded wallet, whose folder holds one
 * subfolder per use case, `domain/usecases/embedded-wallet/<name>`. Undefined outside domain/usecases/.
 */
export function useCaseFolderOf(file: string): string | undefined {
  const match = /^domain\/usecases\/(embedded-wallet\/[^/]+|[^/]+)\//.exec(file);
  return match ? `domain/usecases/${match[1]}` : undefined;
}

/** Outside packages domain/ may use: pure helpers only. */
const DOMAIN_PACKAGES = ['rxjs', 'zod', 'viem', '@noble/hashes'];
const NODE_BUILTIN = /^node:/;

export const dependencyRules: readonly Rule[] = [
  {
    name: 'domain/ imports only domain/ and ports/ of ours',
    appliesTo: (file) => under('domain')(file) && !isTest(file),
    forbids: (target) => target.kind === 'relative' && !under('domain')(target.path) && !under('ports')(target.path),
  },
  {
    name: `domain/ imports only ${DOMAIN_PACKAGES.join(', ')} from outside`,
    appliesTo: (file) => under('domain')(file) && !isTest(file),
    forbids: (target) =>
      target.kind === 'package' &&
      (NODE_BUILTIN.test(target.name) || !DOMAIN_PACKAGES.some((name) => target.name === name || target.name.startsWith(`${name}/`))),
  },
  {
    name: 'ports/ holds interfaces only: it imports nothing but domain entities and other ports',
    appliesTo: (file) => under('ports')(file),
    forbids: (target) =>
      (target.kind === 'relative' && !under('ports')(target.path) && !under('domain/entities')(target.path)) ||
      (target.kind === 'package' && target.name !== 'rxjs'),
  },
  {
    name: 'adapters/ never import ui-react/ or the composition root',
    appliesTo: (file) => under('adapters')(file),
    forbids: (target) =>
      target.kind === 'relative' && (under('ui-react')(target.path) || target.path === 'composition-root.ts'),
  },
  {
    name: "adapters/ never reach into another adapter family's internals",
    appliesTo: (file) => under('adapters')(file) && !isTest(file),
    forbids: () => false, // refined per file below
  },
  {
    name: 'ui-react/ and ui-element/ never import an adapter, the composition root, or an HTTP client',
    appliesTo: (file) => (under('ui-react')(file) || under('ui-element')(file)) && !isTest(file),
    forbids: (target) =>
      (target.kind === 'relative' && (under('adapters')(target.path) || target.path === 'composition-root.ts')) ||
      packageIn(['ky', '@walletconnect', '@solana/web3.js'])(target),
  },
  {
    name: 'container/ wires use cases to port tokens and knows no adapter or renderer',
    appliesTo: (file) => under('container')(file) && !isTest(file),
    forbids: (target) =>
      target.kind === 'relative' &&
      (under('adapters')(target.path) || under('ui-react')(target.path) || under('ui-element')(target.path) || target.path === 'composition-root.ts'),
  },
  {
    name: 'product code never imports devstack/, demo/, e2e/, bench/ or tests/',
    appliesTo: isProduct,
    forbids: (target) =>
      target.kind === 'relative' && ['devstack', 'demo', 'e2e', 'bench', 'tests'].some((folder) => under(folder)(target.path)),
  },
  {
    name: 'only a *.test.ts(x) beside the code imports devstack/, demo/, e2e/ or bench/: test support lives in tests/',
    appliesTo: (file) =>
      PRODUCT_FOLDERS.some((folder) => under(folder)(file)) && !/\.test(-d)?\.tsx?$/.test(file),
    forbids: (target) =>
      target.kind === 'relative' && ['devstack', 'demo', 'e2e', 'bench'].some((folder) => under(folder)(target.path)),
  },
  {
    name: 'locales/ holds text only: it imports nothing but other catalogues and the i18n entities',
    appliesTo: (file) => under('locales')(file) && !isTest(file),
    forbids: (target) =>
      target.kind === 'package' || (!under('locales')(target.path) && !under('domain/entities/i18n')(target.path)),
  },
  {
    name: 'domain/entities/ imports nothing from ports/: ports import the types both sides need from the entities',
    appliesTo: (file) => under('domain/entities')(file) && !isTest(file),
    forbids: (target) => target.kind === 'relative' && under('ports')(target.path),
  },
  {
    name: 'only tests import testing/ (walletport/testing): the mock wallet never reaches a production bundle',
    appliesTo: (file) => isProduct(file) && !under('testing')(file),
    forbids: (target) => target.kind === 'relative' && under('testing')(target.path),
  },
  {
    name: 'testing/ (walletport/testing) imports only domain/, ports/ and testing/ of ours, and viem from outside',
    appliesTo: (file) => under('testing')(file) && !isTest(file),
    forbids: (target) =>
      (target.kind === 'relative' && !['domain', 'ports', 'testing'].some((folder) => under(folder)(target.path))) ||
      (target.kind === 'package' && target.name !== 'viem'),
  },
  {
    name: 'client/ and actions/ import domain/, ports/, client/, actions/ and locales/ of ours, container/ for types only, and the composition root only lazily',
    appliesTo: (file) => (under('client')(file) || under('actions')(file)) && !isTest(file),
    forbids: (target, how) =>
      target.kind === 'relative' &&
      !['domain', 'ports', 'client', 'actions', 'locales'].some((folder) => under(folder)(target.path)) &&
      !(under('container')(target.path) && how.typeOnly) &&
      !(target.path === 'composition-root.ts' && how.dynamic),
  },
  {
    name: "client/ and actions/ load with the host page: they import packages for types only (the core's packages load with it)",
    appliesTo: (file) => (under('client')(file) || under('actions')(file)) && !isTest(file),
    forbids: (target, how) => target.kind === 'package' && !how.typeOnly,
  },
  {
    name: 'the main entry (index.ts) reaches the core only through client/: no container/, adapters/ or composition root',
    appliesTo: (file) => file === 'index.ts',
    forbids: (target, how) =>
      target.kind === 'relative' &&
      !how.typeOnly &&
      (under('container')(target.path) || under('adapters')(target.path) || target.path === 'composition-root.ts'),
  },
  {
    name: "outside a use-case folder, product code imports the use case only through its index.ts, never its internals",
    appliesTo: isProduct,
    forbids: (target, _how, file) => {
      if (target.kind !== 'relative') return false;
      const folder = useCaseFolderOf(target.path);
      if (folder === undefined || folder === useCaseFolderOf(file)) return false;
      // embedded-wallet/ itself is no use case (its subfolders are), so it has no index to import.
      return target.path !== `${folder}/index.ts` || folder === 'domain/usecases/embedded-wallet';
    },
  },
  {
    name: 'wagmi/ (walletport/wagmi) reaches walletport through client/, actions/ and the domain entities, and imports only @wagmi/core and viem',
    appliesTo: (file) => under('wagmi')(file) && !isTest(file),
    forbids: (target) =>
      (target.kind === 'relative' && !['wagmi', 'client', 'actions', 'domain/entities'].some((folder) => under(folder)(target.path))) ||
      (target.kind === 'package' && target.name !== '@wagmi/core' && target.name !== 'viem'),
  },
  {
    name: 'networks.ts (walletport/networks) is data: it imports only the network entities, and no package',
    appliesTo: (file) => file === 'networks.ts',
    forbids: (target) => target.kind === 'package' || !under('domain/entities/network')(target.path),
  },
];

const IMPORT_PATTERN =
  /(?:^|[\s;])(?:import|export)\s+(type\s+)?(?:[\w*{}\s,$]+\s+from\s+)?['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

export type ImportStatement = ImportKind & { specifier: string };

/**
 * Every import and re-export of a source text, static and dynamic. Only `import type` / `export type` count
 * as type-only: with verbatimModuleSyntax, `import { type A }` still loads its module.
 */
export function importsOf(source: string): ImportStatement[] {
  const withoutComments = source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:])\/\/.*$/gm, '$1');
  const found: ImportStatement[] = [];
  for (const match of withoutComments.matchAll(IMPORT_PATTERN)) {
    const specifier = match[2] ?? match[3];
    if (specifier) found.push({ specifier, typeOnly: match[1] !== undefined, dynamic: match[3] !== undefined });
  }
  return found;
}

/** Every module specifier a source text imports or re-exports (static and dynamic imports). */
export function importSpecifiers(source: string): string[] {
  return importsOf(source).map((statement) => statement.specifier);
}

/** Resolves a specifier as seen from `file` (repo-relative) to a target. */
export function resolveTarget(file: string, specifier: string): ImportTarget {
  if (!specifier.startsWith('.')) {
    const parts = specifier.split('/');
    const name = specifier.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] ?? specifier);
    return { kind: 'package', name: specifier.startsWith('node:') ? specifier : name };
  }
  const resolved = path.posix.normalize(path.posix.join(path.posix.dirname(file), specifier));
  return { kind: 'relative', path: resolved.replace(/\.js$/, '.ts') };
}

function adapterFamily(file: string): string | undefined {
  const match = /^adapters\/([^/]+)\//.exec(file);
  return match?.[1];
}

/** Checks one file's source against every rule. */
export function checkFile(file: string, source: string): ImportViolation[] {
  const violations: ImportViolation[] = [];
  for (const { specifier, ...how } of importsOf(source)) {
    const target = resolveTarget(file, specifier);
    for (const rule of dependencyRules) {
      if (rule.appliesTo(file) && rule.forbids(target, how, file)) violations.push({ file, specifier, rule: rule.name });
    }
    // Adapter families share code only through an explicit `shared` folder.
    const family = adapterFamily(file);
    if (family && !isTest(file) && target.kind === 'relative') {
      const targetFamily = adapterFamily(target.path);
      const internal = target.path.split('/').length > 3;
      if (targetFamily && targetFamily !== family && targetFamily !== 'shared' && internal) {
        violations.push({ file, specifier, rule: "adapters/ never reach into another adapter family's internals" });
      }
    }
  }
  return violations;
}
