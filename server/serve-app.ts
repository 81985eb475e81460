import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { chooseLocale, prerenderedPages } from './prerendered-pages.ts';
import { type CspOptions, withSecurityHeaders } from './security-headers.ts';

export type AppServerOptions = {
  sandbox: Hono;
  distDir: string;
  apiBasePath?: string;
  csp?: CspOptions;
};

const IMMUTABLE = 'public, max-age=31536000, immutable';

// Vite fingerprints everything under /assets, so those files never change; anything else
// (index.html above all) must be revalidated or users keep a stale app after a deploy.
export function createAppServer(options: AppServerOptions): Hono {
  const apiBasePath = options.apiBasePath ?? '/api';
  const root = options.distDir;
  const isApi = (path: string) => path === apiBasePath || path.startsWith(`${apiBasePath}/`);
  const app = new Hono();

  app.use('*', compress());
  app.route(apiBasePath, options.sandbox);

  const headers = withSecurityHeaders(options.csp);
  app.use('*', async (c, next) => {
    if (isApi(c.req.path)) return next();
    await headers(c, next);
    if (c.res.status === 200) {
      c.res.headers.set(
        'Cache-Control',
        c.req.path.startsWith('/assets/') ? IMMUTABLE : 'no-cache',
      );
    }
  });

  app.get('*', async (c, next) => {
    if (existsSync(join(root, 'index.html'))) return next();
    return c.html(
      '<!doctype html><html lang="en"><meta charset="utf-8"><title>App not built</title><p>The app is not built yet: run <code>npm run build</code>, then restart. The sandbox API is served at <a href="/api/_sandbox">/api/_sandbox</a>.</p></html>',
      503,
    );
  });
  // A first screen prerendered in the reader's language paints before any script runs
  // (issue 6 §4). Exact paths only, without a query: anything else is the app's to draw.
  const prerendered = prerenderedPages(root);
  app.get('*', async (c, next) => {
    if (new URL(c.req.url).search !== '') return next();
    const locale = chooseLocale(c.req.header('Cookie'), c.req.header('Accept-Language'));
    const html = prerendered(c.req.path, locale);
    if (html === null) return next();
    // Caches must keep one copy per language.
    c.header('Vary', 'Cookie, Accept-Language');
    return c.html(html);
  });
  app.use('/assets/*', serveStatic({ root }));
  // A missing asset must stay a 404: HTML served as a script would only hide the problem.
  app.get('/assets/*', (c) => c.text('Not found', 404));
  app.use('*', serveStatic({ root }));
  // Every other GET is a route of the single-page app.
  app.get('*', serveStatic({ root, path: 'index.html' }));
  app.all('*', (c) => c.text('Method not allowed', 405));

  return app;
}
