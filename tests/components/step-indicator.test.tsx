import { readFileSync } from 'node:fs';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StepIndicator } from '../../src/components/step-indicator';
import { renderWithI18n } from './render-i18n';

// the test DOM's import.meta.url is not a file URL; Vitest runs from the project's root.
const css = readFileSync('src/styles/app.css', 'utf8');

/** The declarations of the first rule whose selector is exactly `selector` inside `block`. */
function rule(block: string, selector: string): string {
  const escaped = selector.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const found = new RegExp(`(?:^|\\n)\\s*${escaped}\\s*\\{([^}]*)\\}`).exec(block);
  if (!found?.[1]) throw new Error(`no rule for ${selector}`);
  return found[1];
}

function colourOf(declarations: string): string {
  const found = /border-top(?:-color)?:[^;]*?(#[0-9a-f]{6})/i.exec(declarations);
  if (!found?.[1]) throw new Error(`no bar colour in ${declarations}`);
  return found[1];
}

/** WCAG 2 relative luminance and contrast ratio. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((at) => {
    const channel = Number.parseInt(hex.slice(at, at + 2), 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}
function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

describe('the step indicator (issue 16 §7)', () => {
  it('names the current part in text at every width, with the count a person sees', () => {
    renderWithI18n(<StepIndicator current={2} />);
    const count = screen.getByText('Part 2 of 6').closest('p');
    expect(count).toHaveTextContent('Part 2 of 6: Household Information');
  });

  it('numbers the bars as the count does, and marks done, current and to-do', () => {
    renderWithI18n(<StepIndicator current={3} />);
    const items = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(items).toHaveLength(6);
    expect(items.map((item) => item.querySelector('.step-indicator__number')?.textContent)).toEqual(
      ['1', '2', '3', '4', '5', '6'],
    );
    expect(items.map((item) => item.className.replace('step-indicator__item ', ''))).toEqual([
      'step-indicator__item--done',
      'step-indicator__item--done',
      'step-indicator__item--current',
      'step-indicator__item--todo',
      'step-indicator__item--todo',
      'step-indicator__item--todo',
    ]);
    expect(items[2]).toHaveAttribute('aria-current', 'step');
    expect(items[2]).toHaveTextContent('3Qualification');
    expect(items[0]).toHaveTextContent('Contact Information completed');
    expect(items[5]).toHaveTextContent('Agreement not completed');
  });

  it('names the current part in Spanish', () => {
    renderWithI18n(<StepIndicator current={4} />, 'es');
    const count = screen.getByRole('navigation').querySelector('.step-indicator__count');
    expect(count?.textContent).toMatch(/^Parte 4 de 6: \S/);
  });

  it('keeps the part labels for screen readers on a phone, hiding them only visually', () => {
    const phone = /@media \(max-width: 575\.98px\)\s*\{([\s\S]*?)\n\}/.exec(css)?.[1] ?? '';
    const label = rule(phone, '.step-indicator__label');
    expect(label).toContain('clip-path: inset(50%)');
    expect(label).not.toContain('display: none');
    expect(css).not.toMatch(/\.step-indicator__item\s*\{[^}]*font-size:\s*0[;\s]/);
  });

  it('draws each state differently in forced-colours mode, not by colour alone', () => {
    const forced = /@media \(forced-colors: active\)\s*\{([\s\S]*?)\n\}/.exec(css)?.[1] ?? '';
    expect(rule(forced, '.step-indicator__item--done')).toContain('CanvasText');
    expect(rule(forced, '.step-indicator__item--current')).toMatch(/double Highlight/);
    expect(rule(forced, '.step-indicator__item--todo')).toContain('CanvasText');
    // Outside forced colours too, the to-do bar is dashed and thinner: a shape, kept there.
    expect(rule(css, '.step-indicator__item--todo')).toMatch(/border-top: 4px dashed/);
    expect(rule(css, '.step-indicator__item')).toMatch(/border-top: 8px solid/);
  });

  it('meets 3:1 against the white page and between done and current (WCAG 1.4.11)', () => {
    const done = colourOf(rule(css, '.step-indicator__item'));
    const current = colourOf(rule(css, '.step-indicator__item--current'));
    const todo = colourOf(rule(css, '.step-indicator__item--todo'));
    const white = '#ffffff';
    // The numbers app.css's comment states.
    expect(contrast(done, white)).toBeCloseTo(13.6, 1);
    expect(contrast(current, white)).toBeCloseTo(3.76, 1);
    expect(contrast(current, done)).toBeCloseTo(3.62, 1);
    expect(contrast(current, todo)).toBeGreaterThanOrEqual(3);
    expect(contrast(todo, white)).toBeGreaterThanOrEqual(3);
    for (const colour of [done, current, todo]) {
      expect(contrast(colour, white)).toBeGreaterThanOrEqual(3);
    }
    // Before issue 16: done against current 1.41:1, to-do against the page 1.31:1.
    expect(contrast('#162e51', '#1a4480')).toBeLessThan(3);
    expect(contrast('#dfe1e2', white)).toBeLessThan(3);
  });
});
