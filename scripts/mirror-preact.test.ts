import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { mapSpecifiers, mapToPreact, mirrorPreact } from './mirror-preact.mjs';

const folders: string[] = [];
afterEach(async () => {
  for (const folder of folders.splice(0)) await rm(folder, { recursive: true, force: true });
});

describe("the build's preact mirror", () => {
  it("writes React's own members (Activity) as undefined under Preact, and leaves other names alone", () => {
    const source = ["import * as React from 'react';", 'const Activity = React.Activity;', 'const memo = React.memo;', 'const ReactActivity = 1;'].join('\n');
    expect(mapToPreact(source).split('\n')).toEqual([
      "import * as React from 'preact/compat';",
      'const Activity = undefined;',
      'const memo = React.memo;',
      'const ReactActivity = 1;',
    ]);
  });


  it("maps React's exact names in every import form, and nothing that only starts like them", () => {
    const source = [
      "import { useState } from 'react';",
      'import { jsx as _jsx } from "react/jsx-runtime";',
      "import { createPortal, flushSync } from 'react-dom';",
      "const client = import('react-dom/client');",
      "import 'react';",
      "export { memo } from 'react';",
      "import { x } from 'react-dom/server';",
      "import { y } from 'reactive';",
      "import { z } from '../ui-react/hooks/useCore.js';",
    ].join('\n');
    expect(mapSpecifiers(source).split('\n')).toEqual([
      "import { useState } from 'preact/compat';",
      'import { jsx as _jsx } from "preact/compat/jsx-runtime";',
      "import { createPortal, flushSync } from 'preact/compat';",
      "const client = import('preact/compat/client');",
      "import 'preact/compat';",
      "export { memo } from 'preact/compat';",
      // Not a name the mapping knows: left as it is (and a view must not use it, DEVELOPING.md).
      "import { x } from 'react-dom/server';",
      "import { y } from 'reactive';",
      "import { z } from '../ui-react/hooks/useCore.js';",
    ]);
    expect(mapSpecifiers("import { z } from '../../ui-react/hooks/useCore.js';", { toPreactFolder: true })).toBe(
      "import { z } from '../../ui-preact/hooks/useCore.js';",
    );
  });

  it('writes ui-react again as ui-preact (JavaScript only, same depth) and points ui-element at it', async () => {
    const dist = await mkdtemp(path.join(tmpdir(), 'walletport-mirror-'));
    folders.push(dist);
    await mkdir(path.join(dist, 'ui-react/components'), { recursive: true });
    await mkdir(path.join(dist, 'ui-element'), { recursive: true });
    await writeFile(path.join(dist, 'ui-react/components/Button.js'), "import { useState } from 'react';\nimport { x } from '../../domain/x.js';\n");
    await writeFile(path.join(dist, 'ui-react/components/Button.d.ts'), "import type { ReactNode } from 'react';\n");
    await writeFile(path.join(dist, 'ui-react/components/Button.test-d.js'), "import { expectTypeOf } from 'vitest';\n");
    await writeFile(path.join(dist, 'ui-element/define.js'), "import { createRoot } from 'react-dom/client';\nimport { B } from '../ui-react/components/Button.js';\n");

    await mirrorPreact(dist);

    expect(await readdir(path.join(dist, 'ui-preact/components'))).toEqual(['Button.js']);
    expect(await readFile(path.join(dist, 'ui-preact/components/Button.js'), 'utf8')).toBe(
      "import { useState } from 'preact/compat';\nimport { x } from '../../domain/x.js';\n",
    );
    // The React renderer itself is left as it was.
    expect(await readFile(path.join(dist, 'ui-react/components/Button.js'), 'utf8')).toContain("from 'react'");
    expect(await readFile(path.join(dist, 'ui-element/define.js'), 'utf8')).toBe(
      "import { createRoot } from 'preact/compat/client';\nimport { B } from '../ui-preact/components/Button.js';\n",
    );
  });
});
