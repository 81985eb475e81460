import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { HomePage } from '../../../src/features/information/home-page';
import { renderPage } from './render-page';

describe('the home page (/)', () => {
  it('has one h1, "Stay Connected", and the same page title', () => {
    renderPage(<HomePage />);
    const headings = screen.getAllByRole('heading', { level: 1 });
    expect(headings).toHaveLength(1);
    expect(headings[0]).toHaveTextContent('Stay Connected');
    expect(document.title).toMatch(/^Stay Connected – /);
  });

  it('shows the ACP closed notice (D34) from the profile, as a note that does not block Apply now', () => {
    renderPage(<HomePage />);
    const note = screen.getByRole('note');
    expect(note).toHaveTextContent(
      'The Affordable Connectivity Program (ACP) stopped taking new applications on February 7, 2024',
    );
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('link', { name: 'Apply now' })).toBeVisible();
  });

  it('shows the closed notice in Spanish', () => {
    renderPage(<HomePage />, 'es');
    expect(screen.getByRole('note')).toHaveTextContent(
      'El Programa de Conectividad Asequible (ACP) dejó de aceptar solicitudes nuevas el 7 de febrero de 2024',
    );
  });

  it('sends Apply now to the zip code page and Learn more to the About page', () => {
    renderPage(<HomePage />);
    const hero = screen.getByRole('region', { name: 'Stay Connected' });
    expect(within(hero).getByRole('link', { name: 'Apply now' })).toHaveAttribute(
      'href',
      '/ZipCodePage',
    );
    expect(within(hero).getByRole('link', { name: 'Learn more' })).toHaveAttribute(
      'href',
      '/AboutACPPage',
    );
  });

  it('shows the provider’s three figures, each with its label, as its own figures', () => {
    renderPage(<HomePage />);
    const numbers = screen.getByRole('region', { name: /in numbers/ });
    const items = within(numbers).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      '1M+ households served',
      '$136M+ saved by our members on internet bills',
      '2M+ devices and SIM cards shipped',
    ]);
    expect(numbers).toHaveTextContent(/own figures, not official statistics/);
  });

  it('explains the program’s amounts', () => {
    renderPage(<HomePage />);
    const program = screen.getByRole('region', {
      name: 'What is the Affordable Connectivity Program?',
    });
    expect(program).toHaveTextContent('up to $30 a month');
    expect(program).toHaveTextContent('up to $75 a month');
    expect(program).toHaveTextContent('up to $100');
    expect(program).toHaveTextContent('National Verifier');
  });

  it('lists the three steps to be eligible, in order', () => {
    renderPage(<HomePage />);
    const how = screen.getByRole('region', { name: 'How to be eligible' });
    const steps = within(how).getAllByRole('heading', { level: 3 });
    expect(steps.map((step) => step.textContent)).toEqual([
      'Check if you qualify',
      'Enroll',
      'Receive free mobile service and a tablet',
    ]);
    expect(within(how).getByRole('list')).toContainElement(steps[0] ?? null);
  });

  it('has the "Before you get started" card: the ways to prove identity and Next to the zip code page', () => {
    renderPage(<HomePage />);
    const card = screen.getByRole('region', { name: 'Before you get started' });
    expect(card).toHaveTextContent(/last four digits of your Social Security number/);
    // A §4: the Tribal number stands in for the SSN digits; no step asks for another ID.
    expect(card).toHaveTextContent(
      /If you live on Tribal lands, you can give your Tribal ID number/,
    );
    expect(card).not.toHaveTextContent(/another government ID/);
    expect(within(card).getByRole('link', { name: 'Next' })).toHaveAttribute(
      'href',
      '/ZipCodePage',
    );
  });
});
