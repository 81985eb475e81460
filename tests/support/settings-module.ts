import { loadBuildSettings } from '../../profiles/build-settings.ts';
import type { ProfileId } from '../../profiles/schema.ts';
import { type SettingsModule, settingsModuleExports } from '../../profiles/settings-module.ts';

/**
 * `virtual:carrier-settings` as a build with PROGRAM=`program` and its demo carrier would
 * serve it, for page tests that run under each profile:
 *
 *   vi.resetModules();
 *   vi.doMock('virtual:carrier-settings', () => settingsModule('lifeline'));
 *   const { QualificationPage } = await import('.../qualification-page');
 */
export function settingsModule(program: ProfileId): SettingsModule {
  return settingsModuleExports(loadBuildSettings({ PROGRAM: program }));
}
