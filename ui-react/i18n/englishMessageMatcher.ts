/**
 * Finds the catalogue entry an English message came from, with its placeholder values: the core's errors
 * carry their English words (programs and tests read them), and the renderer shows them in the visitor's
 * language by matching the text against the `error.*` and `core.*` entries (an error's text; other text the core
 * produces, such as a toast's) ('Please try again after {seconds} seconds'
 * matches 'Please try again after 30 seconds' with seconds = 30). Built once, on the first non-English error.
 */
import type { MessageParameters } from '../../domain/entities/i18n/message.js';
import type { MessageKey, MessageLookup } from '../../locales/messages.js';

export type EnglishMessageMatch = { key: MessageKey; parameters: MessageParameters };

type Pattern = { key: MessageKey; pattern: RegExp; names: readonly string[] };

const compiledFor = new WeakMap<MessageLookup, readonly Pattern[]>();

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function compile(english: MessageLookup): readonly Pattern[] {
  const compiled: Pattern[] = [];
  for (const [key, message] of Object.entries(english) as [MessageKey, unknown][]) {
    if (!(key.startsWith('error.') || key.startsWith('core.')) || typeof message !== 'string') continue;
    const names: string[] = [];
    const source = message
      .split(/(\{\w+\})/)
      .map((part) => {
        const placeholder = /^\{(\w+)\}$/.exec(part);
        if (!placeholder) return escapeRegExp(part);
        names.push(placeholder[1] ?? '');
        return '(.+?)';
      })
      .join('');
    compiled.push({ key, pattern: new RegExp(`^${source}$`, 's'), names });
  }
  // Exact texts before templates, so 'Unsupported chain' is not taken by a template that happens to match it.
  return compiled.sort((a, b) => a.names.length - b.names.length);
}

export function englishMessageMatcher(english: MessageLookup): (message: string) => EnglishMessageMatch | undefined {
  let list = compiledFor.get(english);
  if (!list) {
    list = compile(english);
    compiledFor.set(english, list);
  }
  const patterns = list;
  return (message) => {
    for (const { key, pattern, names } of patterns) {
      const found = pattern.exec(message);
      if (found) return { key, parameters: Object.fromEntries(names.map((name, index) => [name, found[index + 1] ?? ''])) };
    }
    return undefined;
  };
}
