// DEC-182: states only another profile's rules open are reached by that profile's own paths,
// and each of them earns its place: it reaches something the default profile's paths do not.
import { describe, expect, it } from 'vitest';
import { machineInventory } from './enrolment-model';
import { generatedPaths } from './path-selection';
import {
  coveredKeys,
  OTHER_PROFILES,
  profileInput,
  profileOnlyPaths,
  profileSelection,
} from './profile-paths';

const asModelPath = (path: ReturnType<typeof generatedPaths>[number]) => ({
  ...path,
  steps: path.events.map((event) => ({ event, state: null as never })),
  state: null as never,
});

describe('paths only another profile’s rules can play', () => {
  const byDefault = coveredKeys(generatedPaths().map(asModelPath));
  const inventory = machineInventory();
  const everything = [
    ...[...inventory.states].map((id) => `state ${id}`),
    ...[...inventory.transitions].map((key) => `transition ${key}`),
  ];

  it('reach, with the default paths, every state and transition of the machine', () => {
    const reached = new Set(byDefault);
    for (const program of OTHER_PROFILES) {
      const own = profileOnlyPaths(program).map(asModelPath);
      for (const key of coveredKeys(own, profileInput(program))) reached.add(key);
    }
    expect(everything.filter((key) => !reached.has(key))).toEqual([]);
  });

  it('each reach something the default paths never do, and are in their profile’s selection', () => {
    for (const program of OTHER_PROFILES) {
      const selection = profileSelection(generatedPaths(), program).map((path) => path.id);
      for (const path of profileOnlyPaths(program)) {
        const own = coveredKeys([asModelPath(path)], profileInput(program));
        expect(
          [...own].some((key) => !byDefault.has(key)),
          path.id,
        ).toBe(true);
        expect(selection).toContain(path.id);
      }
    }
  });
});
