import { describe, expect, it } from 'vitest';
import { withoutDescriptions } from '../../scripts/strip-descriptions';

// DEC-158: a production build leaves the machine's Stately descriptions out, and nothing else.

describe('the build without the machine’s descriptions', () => {
  it('drops description properties, literal or template, with their commas', () => {
    const code = [
      `const a = { description: "One.", on: { go: { target: "b", description: \`Two \${x}.\` } } };`,
      'const b = { meta: { route: "/b" }, description: \'Three.\' };',
      'const c = { description: after ? "Four." : `Five.`, id: "c" };',
    ].join('\n');
    const stripped = withoutDescriptions(code);
    expect(stripped).not.toContain('description');
    expect(stripped).toContain('on: { go: { target: "b",  } }');
    expect(stripped).toContain('meta: { route: "/b" }');
    expect(stripped).toContain('{  id: "c" }');
  });

  it('keeps a computed description and one that is not words (a variable)', () => {
    const code = 'const c = { description, [key]: "x", other: { description: words } };';
    expect(withoutDescriptions(code)).toBe(code);
  });

  it('drops the rows’ literal examples where asked (DEC-200), and leaves them otherwise', () => {
    const code = 'const rows = { zip: { rule, example: "87105" }, box: { rule, example: false } };';
    expect(withoutDescriptions(code, true)).toBe(
      'const rows = { zip: { rule,  }, box: { rule,  } };',
    );
    expect(withoutDescriptions(code)).toBe(code);
  });
});
