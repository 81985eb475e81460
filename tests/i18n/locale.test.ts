import { i18n } from '@lingui/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { catalogLoaders } from '../../src/i18n/catalogs';
import { activateLocale, initialLocale, loadCatalog } from '../../src/i18n/locale';

afterEach(() => {
  // biome-ignore lint/suspicious/noDocumentCookie: clearing what the test set
  document.cookie = 'locale=; Path=/; Max-Age=0';
});

describe('the language choice', () => {
  it('is kept in localStorage and told to the server in a cookie holding only the language', async () => {
    await activateLocale('es');
    expect(i18n.locale).toBe('es');
    expect(document.documentElement.lang).toBe('es');
    expect(localStorage.getItem('locale')).toBe('es');
    expect(document.cookie).toBe('locale=es');
    expect(initialLocale()).toBe('es');
    await activateLocale('en');
    expect(document.cookie).toBe('locale=en');
  });
});

describe('issue 28 §11: a catalog lost on a weak line', () => {
  it('is not remembered as failed: the next load fetches it again', async () => {
    await activateLocale('en');
    const real = catalogLoaders.en.privacy;
    if (!real) throw new Error('no privacy catalog');
    const load = vi
      .fn<typeof real>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockImplementation(real);
    catalogLoaders.en.privacy = load;
    try {
      await expect(loadCatalog('privacy')).rejects.toThrow('Failed to fetch');
      await expect(loadCatalog('privacy')).resolves.toBeUndefined();
      expect(load).toHaveBeenCalledTimes(2);
      // Its messages are here now, and a third load fetches nothing.
      expect(Object.keys(i18n.messages).length).toBeGreaterThan(0);
      await loadCatalog('privacy');
      expect(load).toHaveBeenCalledTimes(2);
    } finally {
      catalogLoaders.en.privacy = real;
    }
  });
});

describe('a language switch whose words do not arrive', () => {
  it('changes nothing, keeps no choice, and pages opened next load their words in the language on show', async () => {
    await activateLocale('en');
    await loadCatalog('privacy');
    localStorage.setItem('locale', 'en');
    const realPrivacy = catalogLoaders.es.privacy;
    const realStatus = catalogLoaders.es.status;
    if (!realPrivacy || !realStatus) throw new Error('no Spanish catalogs');
    // The Spanish words of the page on show did not arrive.
    catalogLoaders.es.privacy = vi.fn(() =>
      Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
    );
    const spanishStatus = vi.fn(realStatus);
    catalogLoaders.es.status = spanishStatus;
    try {
      await expect(activateLocale('es')).rejects.toThrow('Failed to fetch');
      expect(i18n.locale).toBe('en');
      expect(document.documentElement.lang).toBe('en');
      expect(localStorage.getItem('locale')).toBe('en');
      expect(document.cookie).not.toContain('locale=es');
      // The next page's words come in English, the language on show, not in Spanish.
      await loadCatalog('status');
      expect(spanishStatus).not.toHaveBeenCalled();
    } finally {
      catalogLoaders.es.privacy = realPrivacy;
      catalogLoaders.es.status = realStatus;
    }
  });

  it('issue 39: a page opened while the switch is on its way has its words in the language on show', async () => {
    await activateLocale('en');
    const realPrivacy = catalogLoaders.es.privacy;
    const realEnglish = catalogLoaders.en.information;
    if (!realPrivacy || !realEnglish) throw new Error('no catalogs');
    await loadCatalog('privacy');
    let fail: (error: Error) => void = () => {};
    catalogLoaders.es.privacy = vi.fn(
      () =>
        new Promise<never>((_, reject) => {
          fail = reject;
        }),
    );
    const english = vi.fn(realEnglish);
    catalogLoaders.en.information = english;
    try {
      const switching = activateLocale('es');
      // The About page opens while the Spanish words are on their way…
      const opening = loadCatalog('information');
      await opening;
      // …and the switch then fails: the page is drawn in English, with its English words.
      fail(new TypeError('Failed to fetch dynamically imported module'));
      await expect(switching).rejects.toThrow('Failed to fetch');
      expect(i18n.locale).toBe('en');
      expect(english).toHaveBeenCalledTimes(1);
    } finally {
      catalogLoaders.es.privacy = realPrivacy;
      catalogLoaders.en.information = realEnglish;
    }
  });
});
