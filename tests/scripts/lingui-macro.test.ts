// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { linguiMacro } from '../../scripts/lingui-macro.ts';

type Transform = {
  filter: { id: { include: RegExp; exclude: RegExp }; code: RegExp };
  handler: (code: string, id: string) => Promise<{ code: string } | null>;
};

const plugin = linguiMacro();
const transform = plugin.transform as unknown as Transform;

const SOURCE = `import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
type Props = { name: string };
export const title = (props: Props) => t\`Hello \${props.name}\`;
export const Title = () => <Trans>Check your area</Trans>;
`;

describe('the Lingui macro plugin (issue 29: no @rolldown/plugin-babel, which needs Node 22)', () => {
  it('compiles the macros of a TypeScript file with JSX into Lingui runtime calls, before Vite strips types', async () => {
    expect(plugin.enforce).toBe('pre');
    const result = await transform.handler(SOURCE, '/project/src/title.tsx');
    const code = result?.code ?? '';
    expect(code).not.toContain('/macro');
    expect(code).toMatch(/i18n\._\(/);
    expect(code).toContain('Check your area');
    // The types are Vite's to strip, after this plugin.
    expect(code).toContain('type Props');
  });

  it('is called only for the app’s own files that import a macro', () => {
    const { id, code } = transform.filter;
    expect(id.include.test('/project/src/title.tsx')).toBe(true);
    expect(id.include.test('/project/src/locale.ts')).toBe(true);
    expect(id.exclude.test('/project/node_modules/@lingui/core/dist/index.mjs')).toBe(true);
    expect(code.test(SOURCE)).toBe(true);
    expect(code.test("import { i18n } from '@lingui/core';")).toBe(false);
    expect(code.test("import { msg } from '@lingui/core/macro';")).toBe(true);
  });
});
