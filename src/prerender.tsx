// Build-time entry (scripts/prerender.ts, server-side build): draws a page to HTML the way
// main.tsx's first render will, so the browser can paint it before any JavaScript has run
// and React can take it over without drawing it again (issue 6 §4: LCP on a slow phone).
import type { ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { App } from './app/app';
import { preloadPage } from './app/routes';
import { siteDescription } from './app/site-description';
import { blogArticlePath, flowPaths, informationPaths } from './config/paths';
import { articles } from './features/blog/articles';
import { activateLocale, LOCALES, type Locale } from './i18n/locale';

export { LOCALES };

/**
 * The pages worth prerendering: the same for everyone on arrival. The flow's first screen
 * is one (a fresh start); its other screens depend on the answers kept in the tab. The
 * sample pages of the original are left to the browser.
 */
export const prerenderedPaths: readonly string[] = [
  informationPaths.home,
  informationPaths.about,
  informationPaths.contact,
  informationPaths.resources,
  informationPaths.privacy,
  informationPaths.blog,
  ...articles.map((article) => blogArticlePath(article.id)),
  flowPaths.zip,
];

export interface PrerenderedPage {
  /** The contents of `#root`. */
  body: string;
  title: string;
  description: string;
}

async function toText(node: ReactNode): Promise<string> {
  // React moves a large finished Suspense boundary out of place and puts it back with an
  // inline script, which the CSP refuses (no inline script): every boundary stays in place.
  const { prelude } = await prerenderToNodeStream(node, {
    progressiveChunkSize: Number.POSITIVE_INFINITY,
  });
  let text = '';
  for await (const chunk of prelude) text += chunk.toString();
  return text;
}

export async function prerenderPage(path: string, locale: Locale): Promise<PrerenderedPage> {
  await Promise.all([activateLocale(locale), preloadPage(path)]);
  const html = await toText(
    <StaticRouter location={path}>
      <App />
    </StaticRouter>,
  );
  // React puts a component's <title> first; in a document it belongs in <head>.
  const title = /<title>([^<]*)<\/title>/.exec(html);
  if (!title) throw new Error(`${path} drew no <title>`);
  return {
    body: html.replace(title[0], ''),
    title: title[1] ?? '',
    description: siteDescription(locale),
  };
}
