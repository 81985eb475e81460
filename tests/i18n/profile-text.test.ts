import { describe, expect, it, vi } from 'vitest';
import { profileTextIn } from '../../src/i18n/profile-text';

// Issue 39: a brand name is put in where a profile's text says {siteName}, character for
// character: `$&` and `$'` are a replacement pattern's words, not the brand's.
vi.mock('virtual:carrier-settings', async () => ({
  ...(await import('../support/settings-module')).settingsModule('acp'),
  brandName: "Save$& Mobile $' $$ $1",
}));

describe('profileTextIn', () => {
  it('fills {siteName} with the brand name as it is written', () => {
    const text = { en: 'Welcome to {siteName}.', es: 'Bienvenido a {siteName}, {siteName}.' };
    expect(profileTextIn(text, 'en')).toBe("Welcome to Save$& Mobile $' $$ $1.");
    expect(profileTextIn(text, 'es')).toBe(
      "Bienvenido a Save$& Mobile $' $$ $1, Save$& Mobile $' $$ $1.",
    );
  });
});
