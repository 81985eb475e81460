import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseCarrierSettings } from '../../profiles/carrier-settings';
import { exampleFile, exampleSettings, formatSettings } from '../../scripts/carrier-examples';

describe("README's carrier examples", () => {
  it.each(['acp', 'lifeline'] as const)(
    'the %s example is the JSON of valid settings',
    (program) => {
      const settings = exampleSettings(program);
      expect(JSON.parse(formatSettings(settings))).toEqual(settings);
      expect(parseCarrierSettings(settings).program).toBe(program);
    },
  );

  it.each(['acp', 'lifeline'] as const)('README shows the %s example whole', (program) => {
    const readme = readFileSync('README.md', 'utf8');
    expect(readme).toContain(readFileSync(exampleFile(program), 'utf8'));
  });

  it('names a wrong setting with its path', () => {
    const bad = {
      ...exampleSettings('lifeline'),
      device: { ...exampleSettings('lifeline').device, copay: 1.001 },
    };
    expect(() => parseCarrierSettings(bad, 'carrier.json')).toThrow(
      /carrier\.json:\ndevice\.copay: An amount has at most two decimals/,
    );
  });
});
