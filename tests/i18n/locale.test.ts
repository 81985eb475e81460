import { i18n } from '@lingui/core';
import { afterEach, describe, expect, it } from 'vitest';
import { activateLocale, initialLocale } from '../../src/i18n/locale';

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
