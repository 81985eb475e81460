// Issue 17 §5: the second, generated selection of paths (profile-paths.ts), played against the
// pages as the Lifeline build serves them: its settings module, its rules as the machine's
// input, nine initials on the agreement.
import { describe, expect, it, vi } from 'vitest';
import { generatedPaths } from './path-selection';
import { PATH_TIMEOUT, playedSteps, playPath } from './play-path';
import { profileInput, profileScreens, profileSelection } from './profile-paths';

// The expected headings name the build's program (e2e/screen-headings.ts reads PROGRAM).
vi.hoisted(() => {
  process.env.PROGRAM = 'lifeline';
});

vi.mock('virtual:carrier-settings', async () =>
  (await import('../support/settings-module')).settingsModule('lifeline'),
);

const paths = profileSelection(generatedPaths(), 'lifeline');
const played = playedSteps();

describe('generated paths under the Lifeline profile', () => {
  it('reach every screen whose page reads the profile', () => {
    expect(profileScreens()).toEqual(
      expect.arrayContaining(['qualification', 'agreement', 'household']),
    );
    expect(paths.length).toBeGreaterThan(0);
  });

  for (const path of paths) {
    it(
      `${path.id}: ${path.name}`,
      () => playPath(path, profileInput('lifeline'), played),
      PATH_TIMEOUT,
    );
  }
});
