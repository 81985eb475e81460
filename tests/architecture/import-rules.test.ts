// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { cruise, type ICruiseResult } from 'dependency-cruiser';
import extractBabelConfig from 'dependency-cruiser/config-utl/extract-babel-config';
import extractDepcruiseOptions from 'dependency-cruiser/config-utl/extract-depcruise-options';
import { afterAll, describe, expect, it } from 'vitest';

// `npm run deps` checks the import rules of .dependency-cruiser.cjs over the code. This test
// checks the rules and the way our TypeScript is read (.dependency-cruiser.babel.cjs) against a
// small made-up tree with one violation of each kind, so a rule or a reader that stopped seeing
// imports (a .tsx file, a type import, a lazy import, a path spelled another way) fails here
// rather than passing in silence.

const root = resolve(import.meta.dirname, '../..');

/** Files that break a rule: path → source. */
const breaking: Record<string, string> = {
  'src/features/legacy/a.ts': "import { x } from '../application/programs';\nexport const a = x;",
  'src/features/samples/b.tsx':
    "export { y } from '../../features/enrolment/plan-card';\nexport const B = <T,>() => <p>b</p>;",
  'src/features/status/c.ts': "export const page = () => import('../coverage/zip-page');",
  'src/components/d.tsx':
    "import type { Z } from '../features/coverage/zip-schema';\nexport type D = Z;",
  'src/lib/e.ts': "import { f } from '../app/flow/flow-storage';\nexport const e = f;",
  'src/features/contact/f.tsx':
    "import { g } from '../../app/routes';\nexport const F = () => <i>{g}</i>;",
  'machines/g.ts': "export type G = typeof import('../src/lib/validate');",
  'src/features/coverage/h.ts':
    "import { apiClient } from '../../api/client';\nexport const h = apiClient;",
  'src/app/i.tsx':
    "import { noticeText } from '../lib/failure-message';\nexport const I = noticeText;",
  // A circle tied by a type only, and one through a lazy import.
  'src/shared/ring/one.ts':
    "import { two } from './two';\nexport type One = number;\nexport const one = two;",
  'src/shared/ring/two.ts': "import type { One } from './one';\nexport const two: One = 2;",
  'sandbox/p.ts': "import { q } from './q.ts';\nexport const p = q;",
  // The machine reaching React two files away (DEC-201).
  'machines/steps/rows.ts':
    "import { control } from '../fields/control';\nexport const rows = control;",
  'sandbox/q.ts': "export const q = () => import('./p.ts');",
};

/** Files that break nothing, and the files every fixture imports. */
const allowed: Record<string, string> = {
  'src/features/legacy/ok.ts':
    "import { i } from './question-schema';\nimport { j } from '../../shared/rules/ssn-rules';\nexport const ok = [i, j];",
  'src/app/ok.tsx':
    "import { Zip } from '../features/coverage/zip-page';\nexport const Ok = () => <Zip />;",
  'src/shared/guidance/lazy-guidance.tsx':
    "import type { Guidance } from './failure-guidance';\nexport const load = () => import('./guidance-view');\nexport type L = Guidance;",
  'src/shared/guidance/guidance-view.tsx':
    "export { noticeText } from '../../lib/failure-message';",
  'src/shared/guidance/failure-guidance.ts': 'export type Guidance = string;',
  'src/lib/failure-message.ts': 'export const noticeText = (s: string) => <string>s;',
  'src/features/legacy/question-schema.ts': 'export const i = 1;',
  'src/shared/rules/ssn-rules.ts': 'export const j = 1;',
  'src/features/application/programs.ts': 'export const x = 1;',
  'src/features/enrolment/plan-card.tsx': 'export const y = () => <b>y</b>;',
  'src/features/coverage/zip-page.tsx': 'export const Zip = () => <form />;',
  'src/features/coverage/zip-schema.ts': 'export type Z = string;',
  'src/app/flow/flow-storage.ts': 'export const f = 1;',
  'src/app/routes.tsx': 'export const g = 1;',
  'src/lib/validate.ts': 'export const validate = 1;',
  'src/api/client.ts': 'export const apiClient = 1;',
  'machines/fields/control.ts':
    "import { useState } from 'react';\nexport const control = useState;",
  'node_modules/react/package.json': '{ "name": "react", "main": "index.js" }',
  'node_modules/react/index.js': 'exports.useState = 1;',
};

const fixture = mkdtempSync(join(tmpdir(), 'import-rules-'));
afterAll(() => rmSync(fixture, { recursive: true, force: true }));
for (const [path, source] of Object.entries({ ...breaking, ...allowed })) {
  mkdirSync(dirname(join(fixture, path)), { recursive: true });
  writeFileSync(join(fixture, path), `${source}\n`);
}

async function violations(): Promise<string[]> {
  const options = await extractDepcruiseOptions(join(root, '.dependency-cruiser.cjs'));
  const babelConfig = await extractBabelConfig(join(root, '.dependency-cruiser.babel.cjs'));
  const { output } = await cruise(
    ['src/**/*.{ts,tsx}', 'machines/**/*.ts', 'sandbox/**/*.ts'],
    { ...options, baseDir: fixture, tsConfig: undefined },
    {},
    { babelConfig },
  );
  const result = output as ICruiseResult;
  // dependency-cruiser reports a circle once, with the files it goes through.
  return result.summary.violations
    .map(({ rule, from, cycle }) =>
      cycle
        ? `${rule.name}: ${[from, ...cycle.map(({ name }) => name)]
            .filter((name, index, all) => all.indexOf(name) === index)
            .sort()
            .join(' + ')}`
        : `${rule.name}: ${from}`,
    )
    .sort();
}

describe('the import rules (npm run deps)', () => {
  it('catch one violation of each kind, however it is written, and nothing else', async () => {
    expect(await violations()).toEqual(
      [
        'feature-imports-no-other-feature: src/features/legacy/a.ts',
        'feature-imports-no-other-feature: src/features/samples/b.tsx',
        'feature-imports-no-other-feature: src/features/status/c.ts',
        'shared-imports-no-feature-or-app: src/components/d.tsx',
        'shared-imports-no-feature-or-app: src/lib/e.ts',
        'feature-imports-no-app: src/features/contact/f.tsx',
        'machines-import-nothing-from-src: machines/g.ts',
        'pages-never-import-the-http-client: src/features/coverage/h.ts',
        'guidance-loads-lazily: src/app/i.tsx',
        'no-circular: src/shared/ring/one.ts + src/shared/ring/two.ts',
        'no-circular: sandbox/p.ts + sandbox/q.ts',
        'machines-reach-no-react-ky-or-dom: machines/fields/control.ts',
        'machines-reach-no-react-ky-or-dom: machines/steps/rows.ts',
      ].sort(),
    );
  });
});
