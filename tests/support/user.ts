import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';

/**
 * A person at the keyboard and mouse, for component tests. No delay between keys (the pages
 * react to events, not to time passing: a timer per key made typing an address take seconds
 * on a busy machine), and none of the pointer-events checks and hovers that the test DOM, which lays
 * nothing out, only pays for.
 */
export function setupUser(options: Parameters<typeof userEvent.setup>[0] = {}) {
  return userEvent.setup({
    delay: null,
    pointerEventsCheck: PointerEventsCheckLevel.Never,
    skipHover: true,
    ...options,
  });
}
