import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ResourcesPage } from '../../../src/features/information/resources-page';
import { setupUser } from '../../support/user';
import { renderPage } from './render-page';

const GUIDE_TITLES = [
  'How to apply',
  'Documents to prepare',
  'How the National Verifier works',
  'Transferring your benefit',
  'Keeping your benefit',
];

function carousel() {
  return screen.getByRole('region', { name: 'Guides' });
}

/** The slides, hidden ones included: only the current one is in the accessibility tree. */
function slides() {
  return within(carousel()).getAllByRole('group', { hidden: true });
}

function visibleSlide() {
  const shown = within(carousel()).getAllByRole('group');
  expect(shown).toHaveLength(1);
  return shown[0] as HTMLElement;
}

function liveStatus() {
  const status = carousel().querySelector('[aria-live="polite"]');
  if (!status) throw new Error('No polite live region in the carousel');
  return status;
}

describe('the Resources page (/ResourcesPage)', () => {
  it('has one h1 and its title', () => {
    renderPage(<ResourcesPage />);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(document.title).toMatch(/^Resources – /);
  });

  describe('the guides carousel', () => {
    it('is a carousel region of five slides, each a labelled group, showing only the first', () => {
      renderPage(<ResourcesPage />);
      expect(carousel()).toHaveAttribute('aria-roledescription', 'carousel');
      const all = slides();
      expect(all).toHaveLength(5);
      all.forEach((slide, index) => {
        expect(slide).toHaveAttribute('aria-roledescription', 'slide');
        expect(slide).toHaveAttribute('aria-label', `${index + 1} of 5`);
        expect(within(slide).getByRole('heading', { level: 3, hidden: true })).toHaveTextContent(
          GUIDE_TITLES[index] ?? '',
        );
      });
      expect(visibleSlide()).toBe(all[0]);
      expect(liveStatus()).toHaveTextContent('Guide 1 of 5: How to apply');
    });

    it('Previous does nothing at the first guide, but stays focusable and says so', async () => {
      const user = setupUser();
      renderPage(<ResourcesPage />);
      const previous = screen.getByRole('button', { name: 'Previous guide' });
      expect(previous).toHaveAttribute('aria-disabled', 'true');
      expect(previous).toBeEnabled();
      await user.click(previous);
      expect(visibleSlide()).toHaveAccessibleName('1 of 5');
      expect(liveStatus()).toHaveTextContent('Guide 1 of 5');
    });

    it('Next moves one guide at a time, updates the live text, and does nothing at the fifth', async () => {
      const user = setupUser();
      renderPage(<ResourcesPage />);
      const next = screen.getByRole('button', { name: 'Next guide' });
      const previous = screen.getByRole('button', { name: 'Previous guide' });
      for (let position = 2; position <= 5; position += 1) {
        await user.click(next);
        expect(visibleSlide()).toHaveAccessibleName(`${position} of 5`);
        expect(liveStatus()).toHaveTextContent(
          `Guide ${position} of 5: ${GUIDE_TITLES[position - 1]}`,
        );
        expect(previous).not.toHaveAttribute('aria-disabled');
      }
      expect(next).toHaveAttribute('aria-disabled', 'true');
      await user.click(next);
      await user.click(next);
      expect(visibleSlide()).toHaveAccessibleName('5 of 5');
      expect(liveStatus()).toHaveTextContent('Guide 5 of 5: Keeping your benefit');

      await user.click(previous);
      expect(visibleSlide()).toHaveAccessibleName('4 of 5');
      expect(next).not.toHaveAttribute('aria-disabled');
    });

    it('works from the keyboard: Tab to the buttons, Enter and Space move, focus stays put', async () => {
      const user = setupUser();
      renderPage(<ResourcesPage />);
      const previous = screen.getByRole('button', { name: 'Previous guide' });
      const next = screen.getByRole('button', { name: 'Next guide' });
      previous.focus();
      await user.tab();
      expect(next).toHaveFocus();
      await user.keyboard('{Enter}');
      expect(liveStatus()).toHaveTextContent('Guide 2 of 5');
      await user.keyboard(' ');
      expect(liveStatus()).toHaveTextContent('Guide 3 of 5');
      await user.keyboard('{Enter}{Enter}{Enter}');
      expect(liveStatus()).toHaveTextContent('Guide 5 of 5');
      expect(next).toHaveFocus();
      await user.tab({ shift: true });
      expect(previous).toHaveFocus();
      await user.keyboard('{Enter}');
      expect(visibleSlide()).toHaveAccessibleName('4 of 5');
    });

    it('does not move by itself', async () => {
      renderPage(<ResourcesPage />);
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(visibleSlide()).toHaveAccessibleName('1 of 5');
    });

    it('links the first guide to the start of the application', () => {
      renderPage(<ResourcesPage />);
      expect(
        within(visibleSlide()).getByRole('link', { name: 'Start your application' }),
      ).toHaveAttribute('href', '/ZipCodePage');
    });
  });

  it('lists the documents that prove eligibility and what each proves, with nothing to download', () => {
    renderPage(<ResourcesPage />);
    const section = screen.getByRole('region', { name: 'Documents that prove you qualify' });
    expect(
      within(section)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual([
      'If you qualify through a program',
      'If you qualify through your income',
      'If you are asked who you are or where you live',
    ]);
    const items = within(section).getAllByRole('listitem');
    expect(items.length).toBeGreaterThanOrEqual(8);
    for (const item of items) expect(item).toHaveTextContent(/Proves /);
    const text = section.textContent ?? '';
    expect(text).toMatch(/benefit award letter/);
    expect(text).toMatch(/tax return/);
    expect(text).toMatch(/Pay stubs/);
    expect(text).toMatch(/Pell Grant award letter/);
    expect(within(section).queryByRole('link')).toBeNull();
    expect(section.querySelector('a[download]')).toBeNull();
  });

  it('says which languages the site has and where to ask for help in others', () => {
    renderPage(<ResourcesPage />);
    const section = screen.getByRole('region', { name: 'Languages' });
    expect(section).toHaveTextContent('This site is available in English and Spanish.');
    expect(within(section).getByRole('link', { name: /@/ })).toHaveAttribute(
      'href',
      expect.stringMatching(/^mailto:/),
    );
    expect(
      within(section)
        .getAllByRole('link')
        .some((link) => link.getAttribute('href')?.startsWith('tel:')),
    ).toBe(true);
  });
});
