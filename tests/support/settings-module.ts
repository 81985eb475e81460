import { loadBuildSettings } from '../../profiles/build-settings.ts';
import type { CarrierSettings } from '../../profiles/carrier-settings.ts';
import type { ProfileId } from '../../profiles/schema.ts';
import { type SettingsModule, settingsModuleExports } from '../../profiles/settings-module.ts';

/**
 * `virtual:carrier-settings` as a build with PROGRAM=`program` and its demo carrier would
 * serve it, for page tests that run under each profile:
 *
 *   vi.resetModules();
 *   vi.doMock('virtual:carrier-settings', () => settingsModule('lifeline'));
 *   const { QualificationPage } = await import('.../qualification-page');
 *   const { renderWithI18n } = await import('.../render-i18n');
 *
 * The render helper is imported after the reset too: the shared test worker evaluates Lingui
 * with our modules, and a helper imported before it would hold another Lingui than the page.
 */
export function settingsModule(program: ProfileId): SettingsModule {
  return settingsModuleExports(loadBuildSettings({ PROGRAM: program }));
}

/**
 * The same for a carrier whose settings differ from the demo carrier's (a voice-only plan, its
 * own certification wording): `change` gets the demo's settings and returns the carrier's.
 */
export function settingsModuleFor(
  program: ProfileId,
  change: (settings: CarrierSettings) => CarrierSettings,
): SettingsModule {
  const build = loadBuildSettings({ PROGRAM: program });
  return settingsModuleExports({ ...build, settings: change(build.settings) });
}
