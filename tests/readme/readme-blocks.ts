/**
 * The README's usage code, as files: every ```ts / ```tsx block starts with a comment naming the file it is
 * (`// src/main.tsx`, `// app/layout.tsx`), and every ```html / ```vue / ```svelte block an HTML comment
 * (`<!-- vue-app/src/App.vue -->`); tests/readme (and the element apps' journey) writes each one, unchanged, at
 * that path in a host app. A block that names no file, or a file another block already names, is an error: the
 * README would show code no test compiles.
 */

export type ReadmeBlock = {
  /** The file the block names, relative to the app (`src/main.tsx`). */
  path: string;
  /** The block's text, its first line (the naming comment) included, ending with a newline. */
  code: string;
  /** The README line of the block's first code line (the naming comment): file line n is README line `line + n - 1`. */
  line: number;
};

const FENCE = /^```(\w*)\s*$/;
const FILE_PATH = String.raw`((?:[\w.-]+\/)*[\w.-]+\.\w+)`;

/** The blocks that are files, each language with its naming comment and the file extensions it may name. */
const FILE_LANGUAGES: Record<string, { comment: RegExp; example: string; extensions: readonly string[] }> = {
  ts: { comment: new RegExp(String.raw`^// ${FILE_PATH}\s*$`), example: '// src/main.tsx', extensions: ['.ts'] },
  tsx: { comment: new RegExp(String.raw`^// ${FILE_PATH}\s*$`), example: '// src/main.tsx', extensions: ['.tsx'] },
  html: { comment: new RegExp(String.raw`^<!-- ${FILE_PATH} -->\s*$`), example: '<!-- html-page/index.html -->', extensions: ['.html'] },
  vue: { comment: new RegExp(String.raw`^<!-- ${FILE_PATH} -->\s*$`), example: '<!-- vue-app/src/App.vue -->', extensions: ['.vue'] },
  svelte: { comment: new RegExp(String.raw`^<!-- ${FILE_PATH} -->\s*$`), example: '<!-- svelte-app/src/App.svelte -->', extensions: ['.svelte'] },
};

/** Every file block (TypeScript, HTML, Vue, Svelte) of a Markdown text, with the file it names. Throws on a block that names none or a file twice. */
export function readmeBlocks(markdown: string): ReadmeBlock[] {
  const lines = markdown.split('\n');
  const blocks: ReadmeBlock[] = [];
  const problems: string[] = [];
  for (let index = 0; index < lines.length; index += 1) {
    const language = FENCE.exec(lines[index] ?? '')?.[1];
    if (language === undefined) continue;
    const start = index + 1;
    let end = start;
    while (end < lines.length && !/^```\s*$/.test(lines[end] ?? '')) end += 1;
    if (end === lines.length) problems.push(`README.md:${index + 1}: a code block is never closed`);
    index = end;
    const kind = FILE_LANGUAGES[language];
    if (kind === undefined) continue;
    const body = lines.slice(start, end);
    const named = kind.comment.exec(body[0] ?? '')?.[1];
    const where = `README.md:${start + 1}`;
    if (named === undefined) {
      problems.push(`${where}: the \`\`\`${language} block names no file: its first line must be a comment like \`${kind.example}\` (found ${JSON.stringify(body[0] ?? '')})`);
      continue;
    }
    if (!kind.extensions.some((extension) => named.endsWith(extension))) problems.push(`${where}: a \`\`\`${language} block names ${named}`);
    const earlier = blocks.find((block) => block.path === named);
    if (earlier) {
      problems.push(`${where}: ${named} is named twice (first at README.md:${earlier.line})`);
      continue;
    }
    blocks.push({ path: named, code: `${body.join('\n')}\n`, line: start + 1 });
  }
  if (problems.length > 0) throw new Error(`The README's TypeScript blocks:\n${problems.map((problem) => `  ${problem}`).join('\n')}`);
  return blocks;
}

/** Rewrites a compiler's `file(line,col)` / `file:line:col` positions in the app to README positions, block by block. */
export function toReadmePositions(output: string, blocks: readonly ReadmeBlock[]): string {
  return output.replace(/(\/?(?:[\w.@+-]+\/)*[\w.-]+\.(?:tsx?|html|vue|svelte))(?:\((\d+),(\d+)\)|:(\d+):(\d+))/g, (match, file: string, ...position: (string | undefined)[]) => {
    const block = blocks.find((candidate) => file === candidate.path || file.endsWith(`/${candidate.path}`));
    const line = Number(position[0] ?? position[2]);
    const column = position[1] ?? position[3];
    if (!block || !Number.isFinite(line)) return match;
    return `README.md:${block.line + line - 1}:${column} (${block.path}:${line})`;
  });
}
