import { loadEnv, type Plugin } from 'vite';
import { type BuildSettings, loadBuildSettings } from '../profiles/build-settings.ts';
import { settingsModuleExports } from '../profiles/settings-module.ts';

const VIRTUAL_ID = 'virtual:carrier-settings';
const RESOLVED_ID = `\0${VIRTUAL_ID}`;

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
    },
    resolveId(id) {
      return id === VIRTUAL_ID ? RESOLVED_ID : undefined;
    },
    load(id) {
      if (id !== RESOLVED_ID || !loaded) return undefined;
      // Every part of the settings and the profile is its own export (DEC-107).
      return Object.entries(settingsModuleExports(loaded))
        .map(([key, value]) => `export const ${key} = ${JSON.stringify(value)};`)
        .join('\n');
    },
    transformIndexHtml(html) {
      return loaded ? fillIndexHtml(html, loaded) : html;
    },
  };
}
