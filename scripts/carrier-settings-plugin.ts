import { loadEnv, type Plugin } from 'vite';
import { type BuildSettings, loadBuildSettings } from '../profiles/build-settings.ts';
import { settingsModuleExports } from '../profiles/settings-module.ts';
import { BUILD_INFO_FILE, buildInfo } from '../server/build-info.ts';

const VIRTUAL_ID = 'virtual:carrier-settings';
const RESOLVED_ID = `\0${VIRTUAL_ID}`;

/**
 * Issue 17 §3: loads and validates the program profile and the carrier's settings before
 * anything is built, so a bad setting stops `vite build` (and the dev server and the tests) with
 * a message naming it. The app reads the result from `virtual:carrier-settings`; the VITE_*
 * variables, from the process or Vite's env files, are applied over the file.
 */
export function carrierSettings(): Plugin {
  let loaded: BuildSettings | undefined;
  return {
    name: 'carrier-settings',
    config(config, { mode }) {
      const envDir =
        config.envDir === false ? undefined : (config.envDir ?? config.root ?? process.cwd());
      const fromFiles = envDir ? loadEnv(mode, envDir, 'VITE_') : {};
      loaded = loadBuildSettings({ ...fromFiles, ...process.env });
    },
    resolveId(id) {
      return id === VIRTUAL_ID ? RESOLVED_ID : undefined;
    },
    // dist/build-info.json: which profile and settings a build was made with, for `npm start`'s
    // banner and the scripts that test a build (no secret: all of it is on the pages too).
    generateBundle() {
      if (!loaded) return;
      this.emitFile({
        type: 'asset',
        fileName: BUILD_INFO_FILE,
        source: `${JSON.stringify(buildInfo(loaded), null, 2)}\n`,
      });
    },
    load(id) {
      if (id !== RESOLVED_ID || !loaded) return undefined;
      // Every part of the settings and the profile is its own export (DEC-107).
      return Object.entries(settingsModuleExports(loaded))
        .map(([key, value]) => `export const ${key} = ${JSON.stringify(value)};`)
        .join('\n');
    },
  };
}
