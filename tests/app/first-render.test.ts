import { describe, expect, it } from 'vitest';
import { canHydrate } from '../../src/app/first-render';

const zip = { locale: 'en', path: '/ZipCodePage' };
const visit = { locale: 'en', pathname: '/ZipCodePage', search: '', flowStored: false };

describe('canHydrate', () => {
  it('takes over a page prerendered for this very visit', () => {
    expect(canHydrate(zip, visit)).toBe(true);
    expect(canHydrate({ locale: 'es', path: '/' }, { ...visit, locale: 'es', pathname: '/' })).toBe(
      true,
    );
  });

  it('draws afresh over the shell, another language, another page or a query', () => {
    expect(canHydrate({}, visit)).toBe(false);
    expect(canHydrate(zip, { ...visit, locale: 'es' })).toBe(false);
    expect(canHydrate(zip, { ...visit, pathname: '/zipcodepage' })).toBe(false);
    expect(canHydrate(zip, { ...visit, pathname: '/' })).toBe(false);
    expect(canHydrate(zip, { ...visit, search: '?lang=es' })).toBe(false);
  });

  it('draws a flow page afresh when the tab keeps a flow (it may be another screen)', () => {
    expect(canHydrate(zip, { ...visit, flowStored: true })).toBe(false);
    // Information pages do not depend on the flow.
    expect(
      canHydrate({ locale: 'en', path: '/' }, { ...visit, pathname: '/', flowStored: true }),
    ).toBe(true);
  });
});
