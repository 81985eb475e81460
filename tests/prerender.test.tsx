import { describe, expect, it } from 'vitest';
import { LOCALES, prerenderedPaths, prerenderPage } from '../src/prerender';

// What the browser paints before any script runs. That React then takes these pages over
// without drawing them again is checked in a real browser (e2e/prerender.spec.ts): React's
// server renderer leaves its context values behind in the process it ran in, so a
// client render in the same test process is not a fair check.

function parse(body: string): Document {
  return new DOMParser().parseFromString(`<div id="root">${body}</div>`, 'text/html');
}

describe('prerendered pages', () => {
  it('include the first screen of the flow and the home page', () => {
    expect(prerenderedPaths).toContain('/');
    expect(prerenderedPaths).toContain('/ZipCodePage');
    // Screens that depend on answers kept in the tab are never prerendered.
    expect(prerenderedPaths).not.toContain('/PersonalInfoPage');
  });

  it('draw the zip page in Spanish, with its title, shown but not operable before React', async () => {
    const page = await prerenderPage('/ZipCodePage', 'es');
    expect(page.title).toBe('Compruebe si damos servicio en su zona – ACP Connect');
    expect(page.description).toMatch(/^Solicite el Programa de Conectividad Asequible/);
    const html = parse(page.body);
    expect(html.querySelector('h1')?.textContent).toBe('Compruebe si damos servicio en su zona');
    expect(html.querySelector('label[for="zipCode"]')?.textContent).toBe('Código postal');
    expect(html.querySelector('input#zipCode')?.getAttribute('autocomplete')).toBe('postal-code');
    expect(html.querySelector('.app-frame')?.hasAttribute('inert')).toBe(true);
    expect(page.body).not.toContain('<title>');
  });

  it('draw the home page in English with its heading and links to apply', async () => {
    const page = await prerenderPage('/', 'en');
    const html = parse(page.body);
    expect(html.querySelector('main h1')?.textContent?.length).toBeGreaterThan(0);
    expect(html.querySelector('main a[href="/ZipCodePage"]')).not.toBeNull();
    expect(page.description).toBe(
      'Apply for the Affordable Connectivity Program: free mobile internet service for eligible households.',
    );
  });

  it('draw every listed page in both languages, each with one main heading and a title', async () => {
    for (const locale of LOCALES) {
      for (const path of prerenderedPaths) {
        const page = await prerenderPage(path, locale);
        const headings = parse(page.body).querySelectorAll('main h1');
        expect(headings, `${locale} ${path}`).toHaveLength(1);
        // The CSP forbids inline script: nothing may depend on one.
        expect(page.body, `${locale} ${path}`).not.toMatch(/<script|<template/);
        expect(page.title, `${locale} ${path}`).toMatch(/ – ACP Connect$/);
      }
    }
  });
});
