import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loadBuildSettings } from '../../profiles/build-settings.ts';
import { fillIndexHtml } from '../../scripts/carrier-settings-plugin.ts';

// index.html is the shell every route starts from: its title and description are the carrier's.
describe('index.html from the carrier settings', () => {
  const template = readFileSync('index.html', 'utf8');

  it('takes the title and the English description of the build’s carrier', () => {
    const html = fillIndexHtml(template, loadBuildSettings({ PROGRAM: 'lifeline' }));
    expect(html).toContain('<title>Lifeline Connect</title>');
    expect(html).toContain(
      '<meta name="description" content="Apply for Lifeline: a discount on phone or internet service for households with low incomes." />',
    );
    expect(html).not.toMatch(/ACP|Affordable Connectivity/);
  });

  it('escapes what a carrier writes', () => {
    const { settings } = loadBuildSettings({ PROGRAM: 'acp' });
    const html = fillIndexHtml(template, {
      settings: { ...settings, page: { ...settings.page, title: 'A & B <Connect>' } },
    });
    expect(html).toContain('<title>A &amp; B &lt;Connect&gt;</title>');
  });

  it('stops when index.html has lost its title', () => {
    expect(() => fillIndexHtml('<html></html>', loadBuildSettings({}))).toThrow(/<title>/);
  });
});
