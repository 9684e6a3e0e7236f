/**
 * Where the milliseconds of one interaction go, from a chromium performance trace (devtools.timeline events
 * and the V8 sampling profiler): the renderer main thread's self time by kind (script, style recalculation,
 * layout, paint, garbage collection, parsing), the script time by source (from the page's hidden source maps:
 * react-dom, walletport folders, rxjs, zod...), the main thread's idle time, the timers the page set (a fixed
 * wait shows as one), the requests it made, and the frames it painted, all within [click, content on screen].
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { decodeSegment, groupOf } from './attribution.js';

export type TraceEvent = {
  name: string;
  cat: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: Record<string, unknown> & { data?: Record<string, unknown>; name?: string };
};

export type TraceSummary = {
  windowMs: number;
  /** Main-thread self time per kind, in ms. */
  mainThread: Record<string, number>;
  idleMs: number;
  /** Script self time per source group (sampled), in ms. */
  scriptBySource: Record<string, number>;
  /** The same per source file, the ten heaviest. */
  scriptByFile: Record<string, number>;
  /** Timers the page set in the window: delay and how long after the click they were set. */
  timers: { delayMs: number; atMs: number }[];
  /** Requests the page made in the window, with when they started and finished after the click. */
  requests: { url: string; startMs: number; endMs: number | null }[];
  /** Frames drawn (BeginFrame on the main thread) in the window. */
  frames: number;
  /** The longest gap with no main-thread task, and when it started after the click. */
  longestIdle: { ms: number; atMs: number };
};

const KINDS: Record<string, string> = {
  FunctionCall: 'script',
  EvaluateScript: 'script',
  'v8.evaluateModule': 'script',
  TimerFire: 'script',
  FireAnimationFrame: 'script',
  EventDispatch: 'script',
  RunMicrotasks: 'script',
  'V8.Execute': 'script',
  'v8.run': 'script',
  'v8.compile': 'parse & compile',
  'v8.compileModule': 'parse & compile',
  'V8.CompileCode': 'parse & compile',
  'v8.parseOnBackground': 'parse & compile',
  ParseHTML: 'parse & compile',
  ParseAuthorStyleSheet: 'style',
  UpdateLayoutTree: 'style',
  RecalculateStyles: 'style',
  Layout: 'layout',
  IntersectionObserverController: 'layout',
  UpdateLayerTree: 'paint & composite',
  PrePaint: 'paint & composite',
  Paint: 'paint & composite',
  Layerize: 'paint & composite',
  CompositeLayers: 'paint & composite',
  Commit: 'paint & composite',
  MinorGC: 'gc',
  MajorGC: 'gc',
  'V8.GC_SCAVENGER': 'gc',
  'V8.GCScavenger': 'gc',
  'V8.GC_MARK_COMPACTOR': 'gc',
  BlinkGC: 'gc',
  RunTask: 'other',
  ThreadControllerImpl: 'other',
};

/** The renderer main thread: the thread named CrRendererMain in the process that dispatched the click. */
function mainThread(events: TraceEvent[], clickTs: number): { pid: number; tid: number } {
  const click = events.find((event) => event.name === 'EventDispatch' && event.args?.data?.type === 'click' && Math.abs(event.ts - clickTs) < 1);
  if (click) return { pid: click.pid, tid: click.tid };
  const named = events.find((event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain');
  if (!named) throw new Error('no renderer main thread in the trace');
  return { pid: named.pid, tid: named.tid };
}

/** The click's EventDispatch timestamps (µs), in order. */
export function clickTimestamps(events: TraceEvent[]): number[] {
  return events.filter((event) => event.name === 'EventDispatch' && event.args?.data?.type === 'click').map((event) => event.ts);
}

type SourceLookup = (url: string, line: number, column: number) => string;

/** Maps a generated position to the source group, with the page's hidden source maps (dist/<file>.map). */
export function sourceLookup(distDir: string | null): SourceLookup {
  const maps = new Map<string, { lines: { column: number; source: number }[][]; sources: string[] } | null>();
  const load = (url: string) => {
    if (maps.has(url)) return maps.get(url)!;
    let parsed: { lines: { column: number; source: number }[][]; sources: string[] } | null = null;
    const file = distDir && url.startsWith('http') ? path.join(distDir, new URL(url).pathname.split('/').slice(2).join('/')) : null;
    if (file && existsSync(`${file}.map`)) {
      const map = JSON.parse(readFileSync(`${file}.map`, 'utf8')) as { sources: string[]; mappings: string };
      const lines: { column: number; source: number }[][] = [];
      let source = 0;
      for (const line of map.mappings.split(';')) {
        let column = 0;
        const segments: { column: number; source: number }[] = [];
        for (const segment of line.split(',')) {
          if (!segment) continue;
          const fields = decodeSegment(segment);
          column += fields[0] ?? 0;
          if (fields.length >= 4) {
            source += fields[1]!;
            segments.push({ column, source });
          }
        }
        lines.push(segments);
      }
      parsed = { lines, sources: map.sources };
    }
    maps.set(url, parsed);
    return parsed;
  };
  return (url, line, column) => {
    if (!url) return '(native, GC or idle)';
    const map = load(url);
    if (!map) return url.startsWith('http') ? path.basename(new URL(url).pathname) : url;
    const segments = map.lines[line] ?? [];
    let found: { column: number; source: number } | undefined;
    for (const segment of segments) {
      if (segment.column > column) break;
      found = segment;
    }
    return found ? (map.sources[found.source] ?? '(unknown)').replace(/^(\.\.\/)+/, '') : '(glue)';
  };
}

type ProfileNode = { id: number; parent?: number; callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number } };

/** Script self time by source file, from the sampling profiler's ProfileChunk events. */
function scriptByFile(events: TraceEvent[], thread: { pid: number }, start: number, end: number, lookup: SourceLookup): Record<string, number> {
  const nodes = new Map<number, ProfileNode>();
  const totals: Record<string, number> = {};
  const profiles = new Map<string, number>();
  for (const event of events) {
    if (event.pid !== thread.pid) continue;
    if (event.name === 'Profile') profiles.set(String((event as unknown as { id: string }).id), (event.args?.data?.startTime as number) ?? event.ts);
    if (event.name !== 'ProfileChunk') continue;
    const data = event.args?.data as { cpuProfile?: { nodes?: ProfileNode[]; samples?: number[] }; timeDeltas?: number[] } | undefined;
    for (const node of data?.cpuProfile?.nodes ?? []) nodes.set(node.id, node);
    const id = String((event as unknown as { id: string }).id);
    let time = profiles.get(id) ?? event.ts;
    const samples = data?.cpuProfile?.samples ?? [];
    const deltas = data?.timeDeltas ?? [];
    samples.forEach((sample, index) => {
      time += deltas[index] ?? 0;
      profiles.set(id, time);
      if (time < start || time > end) return;
      const node = nodes.get(sample);
      if (!node) return;
      const { functionName, url, lineNumber, columnNumber } = node.callFrame;
      if (functionName === '(idle)' || functionName === '(program)' || functionName === '(root)') return;
      const group = functionName === '(garbage collector)' ? '(garbage collector)' : lookup(url, lineNumber, columnNumber);
      const next = deltas[index + 1] ?? 0;
      totals[group] = (totals[group] ?? 0) + next / 1000;
    });
  }
  return totals;
}

/** Totals sorted, heaviest first, rounded; at most `limit`. */
function sorted(totals: Record<string, number>, limit = Number.POSITIVE_INFINITY): Record<string, number> {
  return Object.fromEntries(
    Object.entries(totals)
      .sort((a, b) => b[1] - a[1])
      .slice(0, limit)
      .map(([key, ms]) => [key, round(ms)]),
  );
}

function byGroup(byFile: Record<string, number>): Record<string, number> {
  const totals: Record<string, number> = {};
  for (const [file, ms] of Object.entries(byFile)) {
    const group = file.startsWith('(') || !file.includes('/') ? file : groupOf(file);
    totals[group] = (totals[group] ?? 0) + ms;
  }
  return totals;
}

const round = (value: number): number => Math.round(value * 10) / 10;

export function summarizeTrace(events: TraceEvent[], clickTs: number, windowMs: number, distDir: string | null): TraceSummary {
  const thread = mainThread(events, clickTs);
  const end = clickTs + windowMs * 1000;
  const onMain = events
    .filter((event) => event.pid === thread.pid && event.tid === thread.tid && event.ph === 'X' && event.dur !== undefined)
    .filter((event) => event.ts + event.dur! > clickTs && event.ts < end)
    .sort((a, b) => a.ts - b.ts || b.dur! - a.dur!);

  // Self time: each complete event minus its children, clipped to the window.
  const clip = (from: number, to: number): number => Math.max(0, Math.min(to, end) - Math.max(from, clickTs));
  const selfByKind: Record<string, number> = {};
  const stack: { event: TraceEvent; kind: string; childTime: number }[] = [];
  const close = (until: number): void => {
    while (stack.length > 0 && stack.at(-1)!.event.ts + stack.at(-1)!.event.dur! <= until) {
      const done = stack.pop()!;
      const own = clip(done.event.ts, done.event.ts + done.event.dur!) - done.childTime;
      selfByKind[done.kind] = (selfByKind[done.kind] ?? 0) + Math.max(0, own);
      if (stack.length > 0) stack.at(-1)!.childTime += clip(done.event.ts, done.event.ts + done.event.dur!);
    }
  };
  let busyUntil = clickTs;
  let longestIdle = { ms: 0, atMs: 0 };
  let idle = 0;
  for (const event of onMain) {
    close(event.ts);
    if (stack.length === 0) {
      const gap = Math.max(0, Math.min(event.ts, end) - busyUntil);
      idle += gap;
      if (gap > longestIdle.ms * 1000) longestIdle = { ms: gap / 1000, atMs: (busyUntil - clickTs) / 1000 };
      busyUntil = Math.max(busyUntil, event.ts + event.dur!);
    }
    const parentKind = stack.at(-1)?.kind;
    const kind = KINDS[event.name] ?? (parentKind && parentKind !== 'other' ? parentKind : 'other');
    stack.push({ event, kind, childTime: 0 });
  }
  close(Number.POSITIVE_INFINITY);
  idle += Math.max(0, end - busyUntil);
  if (end - busyUntil > longestIdle.ms * 1000) longestIdle = { ms: (end - busyUntil) / 1000, atMs: (busyUntil - clickTs) / 1000 };

  const files = scriptByFile(events, thread, clickTs, end, sourceLookup(distDir));
  const inWindow = (event: TraceEvent): boolean => event.ts >= clickTs && event.ts <= end;
  const timers = events
    .filter((event) => event.name === 'TimerInstall' && event.pid === thread.pid && inWindow(event))
    .map((event) => ({ delayMs: Number(event.args?.data?.timeout ?? 0), atMs: round((event.ts - clickTs) / 1000) }));
  const finished = new Map<string, number>();
  for (const event of events) if (event.name === 'ResourceFinish') finished.set(String(event.args?.data?.requestId), event.ts);
  const requests = events
    .filter((event) => event.name === 'ResourceSendRequest' && inWindow(event))
    .map((event) => {
      const done = finished.get(String(event.args?.data?.requestId));
      return { url: String(event.args?.data?.url), startMs: round((event.ts - clickTs) / 1000), endMs: done === undefined ? null : round((done - clickTs) / 1000) };
    });
  const frames = events.filter((event) => event.name === 'BeginMainThreadFrame' && event.pid === thread.pid && inWindow(event)).length;

  return {
    windowMs: round(windowMs),
    mainThread: Object.fromEntries(Object.entries(selfByKind).sort((a, b) => b[1] - a[1]).map(([kind, us]) => [kind, round(us / 1000)])),
    idleMs: round(idle / 1000),
    scriptBySource: sorted(byGroup(files)),
    scriptByFile: sorted(files, 10),
    timers,
    requests,
    frames,
    longestIdle: { ms: round(longestIdle.ms), atMs: round(longestIdle.atMs) },
  };
}

/** The summary as a few printable lines. */
export function formatTraceSummary(name: string, summary: TraceSummary): string {
  const list = (record: Record<string, number>, limit = 8) =>
    Object.entries(record)
      .slice(0, limit)
      .map(([key, ms]) => `${key} ${ms} ms`)
      .join(', ');
  const lines = [
    `${name}: ${summary.windowMs} ms from the click to the content on screen`,
    `  main thread: ${list(summary.mainThread)}; idle ${summary.idleMs} ms (longest gap ${summary.longestIdle.ms} ms, from +${summary.longestIdle.atMs} ms)`,
    `  script by source (sampled): ${list(summary.scriptBySource) || 'none'}`,
    `  heaviest files: ${list(summary.scriptByFile, 5) || 'none'}`,
    `  timers set: ${summary.timers.map((timer) => `${timer.delayMs} ms at +${timer.atMs}`).join(', ') || 'none'}`,
    `  requests: ${summary.requests.map((request) => `${path.basename(new URL(request.url).pathname) || request.url} +${request.startMs}..${request.endMs ?? '?'}`).join(', ') || 'none'}`,
    `  frames: ${summary.frames}`,
  ];
  return lines.join('\n');
}

type SamplingNode = { callFrame: { url: string; lineNumber: number; columnNumber: number; functionName: string }; selfSize: number; children: SamplingNode[] };

/**
 * What the page's JS holds, by source group: a sampling heap profile (HeapProfiler.stopSampling, taken after
 * a forced GC so it holds live objects only) credited to the source of the function that allocated each
 * object, through the page's source maps. An object allocated by a library on behalf of the product's code
 * (a zod schema's internals, an rxjs Subject) counts for the library.
 */
export function heapBySource(head: SamplingNode, distDir: string | null): Record<string, number> {
  const lookup = sourceLookup(distDir);
  const totals: Record<string, number> = {};
  const visit = (node: SamplingNode, inherited: string): void => {
    const { url, lineNumber, columnNumber, functionName } = node.callFrame;
    let group = inherited;
    if (url) {
      const file = lookup(url, lineNumber, columnNumber);
      group = file.startsWith('(') || !file.includes('/') ? file : groupOf(file);
    } else if (functionName && functionName !== '(root)') group = inherited === '(root)' ? `(${functionName})` : inherited;
    totals[group] = (totals[group] ?? 0) + node.selfSize;
    for (const child of node.children) visit(child, group);
  };
  visit(head, '(root)');
  return sorted(totals);
}
