// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { pageSource, registeredScreens } from '../../src/app/flow/screen-registry';
import { catalogLoaders } from '../../src/i18n/catalogs';

// The catalogs are found on disk (src/i18n/catalogs.ts), not listed: these hold what a list
// would have promised at compile time.
describe('the catalogs', () => {
  it('are the same in both languages', () => {
    expect(Object.keys(catalogLoaders.es).sort()).toEqual(Object.keys(catalogLoaders.en).sort());
    expect(Object.keys(catalogLoaders.en)).toContain('common');
  });

  it('include the catalog of every flow page, which is the folder the page lives in', () => {
    for (const key of registeredScreens) {
      const source = pageSource(key);
      expect(source, key).toBeDefined();
      expect(Object.keys(catalogLoaders.en), `${key}: ${source?.module}`).toContain(
        source?.catalog,
      );
    }
  });
});
