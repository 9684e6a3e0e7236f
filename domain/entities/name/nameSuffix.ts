import { LEGACY_NAME_SUFFIX, NAME_SUFFIX } from '../constants.js';

// Names registered before the rename still end in '.wcn.id' and must keep working.
const KNOWN_SUFFIXES = [NAME_SUFFIX, LEGACY_NAME_SUFFIX] as const;

/** The suffix `name` ends with ('.reown.id' or the legacy '.wcn.id'), compared without case, if any. */
function suffixOf(name: string): string | undefined {
  const lower = name.toLowerCase();
  return KNOWN_SUFFIXES.find((suffix) => lower.endsWith(suffix));
}

/** True when `name` already ends in '.reown.id' or the legacy '.wcn.id' (any letter case). */
export function isNameWithSuffix(name: string): boolean {
  return suffixOf(name) !== undefined;
}

/** Appends '.reown.id' unless the name already carries a known suffix: 'alice' -> 'alice.reown.id'. */
export function withNameSuffix(name: string): string {
  return isNameWithSuffix(name) ? name : `${name}${NAME_SUFFIX}`;
}

/** Removes one known suffix: 'alice.reown.id' and 'alice.wcn.id' both give 'alice'; other names are unchanged. */
export function stripNameSuffix(name: string): string {
  const suffix = suffixOf(name);
  return suffix === undefined ? name : name.slice(0, -suffix.length);
}
