/**
 * What a reader must install to run the README's code: every package its TypeScript blocks import has to be
 * named by an install command the reader sees. With npm's hoisting a package that only walletport depends on
 * (viem) resolves from the reader's code anyway, but a strict package manager (pnpm, Yarn PnP) refuses it:
 * the README would only work by accident.
 *
 * An install command is a line `npm install ...` (or `npm i`, `pnpm add`, `yarn add`) in a ```sh block. The one
 * under "## Install" covers the whole README; one in another `##` section covers that section's blocks only
 * (for instance wagmi's packages in "With wagmi"), so each extra package is installed where it is introduced.
 */
import { builtinModules } from 'node:module';
import { importSpecifiers } from '../architecture/dependency-rules.js';
import type { ReadmeBlock } from './readme-blocks.js';

/** The README's own package: the reader installs it on every install line. */
const SELF = 'walletport';
const SHELL = ['sh', 'bash', 'shell', 'console'];
const INSTALL_COMMAND = /^\s*(?:npm (?:install|i|add)|pnpm (?:add|install|i)|yarn add)\s+(.*)$/;

export type InstallLines = {
  /** The packages of the "## Install" section's install commands. */
  everywhere: string[];
  /** The packages of each other `##` section's install commands, by the section's title. */
  bySection: ReadonlyMap<string, string[]>;
};

export type MissingInstall = { block: string; line: number; section: string; name: string };

/** `viem` for `viem/chains`, `@scope/name` for `@scope/name/deep`; undefined for relative paths and Node's builtins. */
export function packageOf(specifier: string): string | undefined {
  if (specifier.startsWith('.') || specifier.startsWith('/') || specifier.startsWith('node:')) return undefined;
  const parts = specifier.split('/');
  const name = specifier.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] ?? specifier);
  return builtinModules.includes(name) ? undefined : name;
}

/** The packages an install command names: its arguments without flags and without a version range (`viem@^2`). */
function packagesOfCommand(argumentsText: string): string[] {
  const words = argumentsText.split(/\s+/).filter((word) => word !== '');
  const until = words.findIndex((word) => /^(&&|\|\||;|\||#)/.test(word));
  return (until === -1 ? words : words.slice(0, until))
    .filter((word) => !word.startsWith('-'))
    .map((word) => word.replace(/(?<=.)@[^/]*$/, ''));
}

/** The `##` section each line belongs to ('' before the first one). */
function sectionsByLine(lines: readonly string[]): string[] {
  let section = '';
  return lines.map((line) => {
    const heading = /^## (.+?)\s*$/.exec(line)?.[1];
    if (heading !== undefined) section = heading;
    return section;
  });
}

/** Every install command of the README's sh blocks, sorted into the Install section's and the others'. */
export function installLines(markdown: string): InstallLines {
  const lines = markdown.split('\n');
  const sections = sectionsByLine(lines);
  const everywhere: string[] = [];
  const bySection = new Map<string, string[]>();
  // The language of the code block the line is in; undefined outside blocks.
  let block: string | undefined;
  lines.forEach((line, index) => {
    const fence = /^```(\w*)\s*$/.exec(line);
    if (fence) {
      block = block === undefined ? (fence[1] ?? '') : undefined;
      return;
    }
    const command = block !== undefined && SHELL.includes(block) ? INSTALL_COMMAND.exec(line)?.[1] : undefined;
    if (command === undefined) return;
    const section = sections[index] ?? '';
    const names = packagesOfCommand(command);
    if (section === 'Install') everywhere.push(...names);
    else bySection.set(section, [...(bySection.get(section) ?? []), ...names]);
  });
  return { everywhere, bySection };
}

/** The packages a block imports (statically, dynamically or as types) that no install command covering it names. */
export function missingInstalls(markdown: string, blocks: readonly ReadmeBlock[]): MissingInstall[] {
  const sections = sectionsByLine(markdown.split('\n'));
  const { everywhere, bySection } = installLines(markdown);
  const missing: MissingInstall[] = [];
  for (const block of blocks) {
    const section = sections[block.line - 1] ?? '';
    const installed = new Set([SELF, ...everywhere, ...(bySection.get(section) ?? [])]);
    const imported = new Set(importSpecifiers(block.code).map(packageOf).filter((name) => name !== undefined));
    for (const name of imported) if (!installed.has(name)) missing.push({ block: block.path, line: block.line, section, name });
  }
  return missing;
}
