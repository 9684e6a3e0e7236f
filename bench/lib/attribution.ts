/**
 * Which packages make up a chunk: the chunk's (hidden) source map is decoded and every generated character
 * is credited to the source file its mapping segment points at, then grouped by npm package (or by the
 * repository folder for walletport's own sources). Unmapped characters (bundler glue) count as '(glue)'.
 */
import { existsSync, readFileSync } from 'node:fs';

type SourceMap = { sources: string[]; mappings: string };

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const DIGIT = new Map([...BASE64].map((char, index) => [char, index]));

/** Decodes one segment's base64 VLQ fields. */
export function decodeSegment(segment: string): number[] {
  const values: number[] = [];
  let value = 0;
  let shift = 0;
  for (const char of segment) {
    const digit = DIGIT.get(char);
    if (digit === undefined) throw new Error(`bad VLQ character ${char}`);
    value += (digit & 31) << shift;
    if (digit & 32) {
      shift += 5;
    } else {
      values.push(value & 1 ? -(value >>> 1) : value >>> 1);
      value = 0;
      shift = 0;
    }
  }
  return values;
}

/** The group a source path belongs to: `@scope/name` or `name` under node_modules, else the repo folder. */
export function groupOf(source: string): string {
  const at = source.lastIndexOf('node_modules/');
  if (at >= 0) {
    const [first = '', second = ''] = source.slice(at + 'node_modules/'.length).split('/');
    return first.startsWith('@') ? `${first}/${second}` : first;
  }
  const parts = source.replace(/^(\.\.\/)+/, '').split('/');
  return parts.length > 1 ? `walletport ${parts.slice(0, Math.min(2, parts.length - 1)).join('/')}/` : parts[0] ?? source;
}

/** Characters of `jsFile` per group, biggest first. */
export function attribute(jsFile: string): Map<string, number> {
  const totals = new Map<string, number>();
  const mapFile = `${jsFile}.map`;
  const code = readFileSync(jsFile, 'utf8');
  if (!existsSync(mapFile)) {
    totals.set('(no source map)', code.length);
    return totals;
  }
  const map = JSON.parse(readFileSync(mapFile, 'utf8')) as SourceMap;
  const lines = code.split('\n');
  const credit = (group: string, length: number): void => {
    if (length > 0) totals.set(group, (totals.get(group) ?? 0) + length);
  };
  let sourceIndex = 0;
  map.mappings.split(';').forEach((line, lineIndex) => {
    const lineLength = (lines[lineIndex] ?? '').length + 1;
    let column = 0;
    let previous: { column: number; group: string } = { column: 0, group: '(glue)' };
    for (const segment of line.split(',')) {
      if (segment === '') continue;
      const fields = decodeSegment(segment);
      column += fields[0] ?? 0;
      credit(previous.group, column - previous.column);
      let group = '(glue)';
      if (fields.length >= 4) {
        sourceIndex += fields[1]!;
        group = groupOf(map.sources[sourceIndex] ?? '(unknown)');
      }
      previous = { column, group };
    }
    credit(previous.group, lineLength - previous.column);
  });
  return new Map([...totals].sort((a, b) => b[1] - a[1]));
}
