// Every path generated from the machine (docs/paths.md), or the selection PATHS_SELECTION
// names (`npm run paths -- --to <state>` writes one), run against the real pages under the
// default profile (tests/model/play-path.tsx says how a path is played, and how the steps
// paths share are played once).
import { describe, expect, it } from 'vitest';
import { input } from './enrolment-model';
import { generatedPaths, selectedPaths } from './path-selection';
import { PATH_TIMEOUT, playedSteps, playPath } from './play-path';

const all = generatedPaths();
const paths = selectedPaths(all);
const played = playedSteps();

describe('generated paths', () => {
  it('cover something', () => {
    expect(all.length).toBeGreaterThan(50);
  });

  for (const path of paths) {
    it(`${path.id}: ${path.name}`, () => playPath(path, input, played), PATH_TIMEOUT);
  }
});
