// Issue 17 §5: the second, generated selection of paths (profile-paths.ts), played against the
// pages as the Lifeline build serves them: its settings module, its rules as the machine's
// input, an initial per certification on the agreement, and no short form (D47).
import { describe, expect, it, vi } from 'vitest';
import { generatedPaths } from './path-selection';
import { PATH_TIMEOUT, playedSteps, playPath } from './play-path';
import {
  profileInput,
  profileScreens,
  profileSelection,
  statesUnder,
  withdrawnShortFormPaths,
} from './profile-paths';

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

  it('never go into the short form, which Lifeline does not offer (D47)', () => {
    for (const path of paths) {
      for (const snapshot of statesUnder('lifeline', path)) {
        expect(snapshot.matches('legacy' as never), path.id).toBe(false);
      }
    }
  });

  it('play its old links: step 1 with a served zip code, the zip page without one', () => {
    const links = withdrawnShortFormPaths(generatedPaths());
    expect(paths.map((path) => path.id)).toEqual(
      expect.arrayContaining(links.map((link) => link.id)),
    );
    const [served, fresh] = links.map((link) => statesUnder('lifeline', link).at(-1));
    expect(served?.matches({ application: 'personalInfo' } as never)).toBe(true);
    expect(fresh?.matches({ coverage: 'zipEntry' } as never)).toBe(true);
    // The same links open the short form under the ACP.
    const underAcp = statesUnder('acp', links[0] as (typeof links)[number]).at(-1);
    expect(underAcp?.matches('legacy' as never)).toBe(true);
  });

  for (const path of paths) {
    it(
      `${path.id}: ${path.name}`,
      () => playPath(path, profileInput('lifeline'), played),
      PATH_TIMEOUT,
    );
  }
});
