import { loadEnv, type Plugin } from 'vite';
import {
  type BuildSettings,
  certificationsInUse,
  loadBuildSettings,
} from '../profiles/build-settings.ts';
import { settingsModuleExports } from '../profiles/settings-module.ts';
import { BUILD_INFO_FILE, buildInfo } from '../server/build-info.ts';

const VIRTUAL_ID = 'virtual:carrier-settings';
const RESOLVED_ID = `\0${VIRTUAL_ID}`;
const PART_PREFIX = `${VIRTUAL_ID}/`;

function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;');
}

/**
 * index.html's title and description become the carrier's (`page`, in English): the shell every
 * route starts from; a prerendered page puts its own, in its language, over them.
 */
export function fillIndexHtml(html: string, { settings }: Pick<BuildSettings, 'settings'>): string {
  const replace = (text: string, pattern: RegExp, by: string) => {
    if (!pattern.test(text)) throw new Error(`index.html has no ${pattern}`);
    return text.replace(pattern, () => by);
  };
  const titled = replace(
    html,
    /<title>[^<]*<\/title>/,
    `<title>${escapeHtml(settings.page.title)}</title>`,
  );
  return replace(
    titled,
    /<meta name="description" content="[^"]*" \/>/,
    `<meta name="description" content="${escapeHtml(settings.page.description.en)}" />`,
  );
}

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
      // DEC-223: pages the profile never shows stay out of its build; the tests, which render
      // every page under either profile, keep them all.
      const all = Boolean(process.env.VITEST);
      return {
        define: {
          __SHORT_FORM_PAGES__: JSON.stringify(all || loaded.profile.legacyForm.offered),
          __HOUSEHOLD_BENEFIT_PAGE__: JSON.stringify(
            all || loaded.profile.householdRules.worksheet,
          ),
        },
      };
    },
    // D46: the build and the dev server say which wording the agreement's certifications are
    // in (the tests, which run through this config too, need not).
    configResolved(config) {
      if (!loaded || process.env.VITEST) return;
      config.logger.info(`certifications: ${certificationsInUse(loaded)}`);
    },
    resolveId(id) {
      if (id === VIRTUAL_ID) return RESOLVED_ID;
      return id.startsWith(PART_PREFIX) ? `\0${id}` : undefined;
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
      if (!loaded || !id.startsWith(RESOLVED_ID)) return undefined;
      const parts = settingsModuleExports(loaded);
      // Every part of the settings and the profile is its own module (DEC-104): a module lands
      // in one chunk whole, so the articles the blog reads must not share one with the support
      // e-mail every page reads. The main module only re-exports them.
      if (id === RESOLVED_ID) {
        return Object.keys(parts)
          .map((key) => `export { ${key} } from '${PART_PREFIX}${key}';`)
          .join('\n');
      }
      const key = id.slice(`\0${PART_PREFIX}`.length) as keyof typeof parts;
      if (!(key in parts)) throw new Error(`virtual:carrier-settings has no part "${key}"`);
      return {
        code: `export const ${key} = ${JSON.stringify(parts[key])};`,
        moduleSideEffects: false,
      };
    },
    transformIndexHtml(html) {
      return loaded ? fillIndexHtml(html, loaded) : html;
    },
  };
}
