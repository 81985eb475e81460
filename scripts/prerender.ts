// After `vite build`: draws the pages in src/prerender.tsx to HTML, in English and Spanish,
// into dist/prerendered/{locale}/{path}.html (`/` is index.html). The server sends one of
// them for a first visit in the reader's language (server/serve-app.ts), styles inline, and
// writes dist/csp-hashes.json: the hash both servers put in the CSP to allow that one style
// block (DEC-095). dist/index.html stays the empty shell every other route starts from. Server-side build of the entry
// first, into node_modules/.prerender, since Node cannot import the app's sources.
import { createHash } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';
import { distDir } from '../server/dist-dir.ts';
import { CSP_HASHES_FILE, type CspHashes } from '../server/security-headers.ts';

const dist = distDir();
const entryOut = resolve('node_modules/.prerender');
export const prerenderDir = join(dist, 'prerendered');

function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;');
}

/** The file of a path: `/` → index.html, `/BlogPage/x` → BlogPage/x.html. */
export function prerenderedFile(path: string): string {
  return path === '/' ? 'index.html' : `${decodeURIComponent(path.slice(1))}.html`;
}

/** A CSP hash source for an inline element's exact text (CSP Level 3, 'sha256-…'). */
export function cspHash(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

/**
 * The site's one stylesheet (src/main.tsx), inline: a prerendered page then paints as soon as
 * its HTML has arrived, with no second round trip. Every page carries the same block, so one
 * hash in the CSP allows it (DEC-095).
 */
async function inlineStylesheet(template: string): Promise<{ html: string; hash: string }> {
  const link = /<link rel="stylesheet" crossorigin href="\/(assets\/[^"]+\.css)">/.exec(template);
  if (!link?.[1]) throw new Error('index.html links no stylesheet');
  const css = await readFile(join(dist, link[1]), 'utf8');
  if (css.includes('</')) throw new Error(`${link[1]} cannot be inlined: it contains "</"`);
  return { html: template.replace(link[0], () => `<style>${css}</style>`), hash: cspHash(css) };
}

function fill(
  template: string,
  page: { body: string; title: string; description: string },
  locale: string,
  path: string,
) {
  // The CSP allows no inline script, and no inline style but the stylesheet's own block: a page
  // that relied on either would break silently.
  if (page.body.includes('<script')) throw new Error(`${path} (${locale}) has an inline script`);
  if (/<style|\sstyle=/.test(page.body)) throw new Error(`${path} (${locale}) has an inline style`);
  const replace = (html: string, pattern: RegExp, by: string) => {
    if (!pattern.test(html)) throw new Error(`index.html has no ${pattern}`);
    return html.replace(pattern, () => by);
  };
  let html = replace(template, /<html lang="[^"]*">/, `<html lang="${locale}">`);
  // The page paints from its HTML alone; its scripts only take it over, so they must not
  // compete with the HTML for a slow line (nor count as render-blocking for Lighthouse).
  html = html
    .replace(
      /<script type="module" crossorigin /g,
      '<script type="module" fetchpriority="low" crossorigin ',
    )
    .replace(
      /<link rel="modulepreload" crossorigin /g,
      '<link rel="modulepreload" fetchpriority="low" crossorigin ',
    );
  html = replace(html, /<title>[^<]*<\/title>/, `<title>${page.title}</title>`);
  html = replace(
    html,
    /<meta name="description" content="[^"]*" \/>/,
    `<meta name="description" content="${escapeHtml(page.description)}" />`,
  );
  return replace(
    html,
    /<div id="root"><\/div>/,
    `<div id="root" data-locale="${locale}" data-path="${escapeHtml(path)}">${page.body}</div>`,
  );
}

async function main() {
  const started = Date.now();
  await build({
    logLevel: 'warn',
    build: {
      ssr: 'src/prerender.tsx',
      outDir: entryOut,
      emptyOutDir: true,
      rolldownOptions: { output: { entryFileNames: 'prerender.js' } },
    },
  });
  const entry = (await import(
    pathToFileURL(join(entryOut, 'prerender.js')).href
  )) as typeof import('../src/prerender');
  const { html: template, hash } = await inlineStylesheet(
    await readFile(join(dist, 'index.html'), 'utf8'),
  );
  await rm(prerenderDir, { recursive: true, force: true });
  const hashes: CspHashes = { 'style-src': [hash] };
  await writeFile(join(dist, CSP_HASHES_FILE), `${JSON.stringify(hashes, null, 2)}\n`);
  let count = 0;
  for (const locale of entry.LOCALES) {
    for (const path of entry.prerenderedPaths) {
      const page = await entry.prerenderPage(path, locale);
      const file = join(prerenderDir, locale, prerenderedFile(path));
      await mkdir(dirname(file), { recursive: true });
      await writeFile(file, fill(template, page, locale, path));
      count += 1;
    }
  }
  console.log(`prerendered ${count} pages into ${dist}/prerendered in ${Date.now() - started} ms`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
