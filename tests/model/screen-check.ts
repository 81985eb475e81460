// What a person must see after each step of a path in Vitest, as in the browser
// (e2e/paths.spec.ts): the screen's h1, the heading the screen table gives it
// (machines/screen-headings.ts, in English, through e2e/screen-headings.ts), and the screen's
// URL. A changed heading or a page that shows another screen fails here too (DEC-133).
import { screen, waitFor } from '@testing-library/react';
import { expect } from 'vitest';
import { screenRoute } from '../../machines/screen-route';
import type { Snapshot } from './enrolment-model';

/**
 * How often a path's checks look again, in ms. A step changes the app's state before the page
 * draws it, and Testing Library's default 50 ms between looks was most of a step's time.
 */
export const POLL_MS = 5;

/** The h1 named `heading` is on screen, and the address bar shows the state's route. */
export async function expectOnScreen(
  want: Snapshot,
  heading: RegExp,
  url: () => string | null,
  where: string,
  /** How long to wait for the screen: the default suits a page still loading its code. */
  timeout?: number,
) {
  // The home page is the information site's, which this harness does not mount (it renders
  // the flow's screens only); the browser runner checks its heading.
  if (!want.matches('idle' as never)) {
    // Wait on the h1's text (cheap), then ask once by role and accessible name, as a person
    // using a screen reader finds it: a role query on every retry doubled the suite's time.
    await waitFor(
      () =>
        expect(
          shownHeadings().some((text) => heading.test(text)),
          `${where}: the heading on screen was ${inWords(shownHeadings())}`,
        ).toBe(true),
      { timeout, interval: POLL_MS },
    );
    expect(
      screen.queryByRole('heading', { level: 1, name: heading }),
      `${where}: no level-1 heading a screen reader can find by that name`,
    ).not.toBeNull();
  }
  const route = screenRoute(want);
  if (route !== null && route !== '/') {
    await waitFor(() => expect(url(), `${where}: the URL`).toBe(route), {
      timeout,
      interval: POLL_MS,
    });
  }
}

/** The text of each h1 on the page. */
function shownHeadings(): string[] {
  return [...document.querySelectorAll('h1')].map((h1) => (h1.textContent ?? '').trim());
}

function inWords(texts: string[]): string {
  return texts.length ? texts.map((text) => `"${text}"`).join(', ') : 'none';
}
