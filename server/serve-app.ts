import { existsSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { type Context, Hono } from 'hono';
import { BUILD_FILES } from './build-info.ts';
import {
  ASSETS_PREFIX,
  CACHEABLE_STATUSES,
  cacheControlFor,
  ERROR_CACHE,
  HTML_CACHE,
} from './cache-policy.ts';
import { ERROR_CONTENT_TYPE, type ErrorStatus, errorBody } from './error-answers.ts';
import { chooseLocale, prerenderedPages } from './prerendered-pages.ts';
import { type SecurityOptions, withSecurityHeaders } from './security-headers.ts';
import { CONTENT_TYPES, findStaticFile, sendStaticFile } from './static-files.ts';

export type AppServerOptions = {
  distDir: string;
  // The provider API sandbox, mounted only on request (serve.ts --with-sandbox): the
  // production server itself serves dist/ and nothing else (issue 15 §2).
  sandbox?: Hono;
  apiBasePath?: string;
  csp?: SecurityOptions;
};

/** An error in the one form both servers send (server/error-answers.ts). */
function errorAnswer(c: Context, status: ErrorStatus): Response {
  return c.body(errorBody(status), status, {
    'Content-Type': ERROR_CONTENT_TYPE,
    'Cache-Control': ERROR_CACHE,
  });
}

export function createAppServer(options: AppServerOptions): Hono {
  const apiBasePath = options.apiBasePath ?? '/api';
  const root = options.distDir;
  const sandbox = options.sandbox;
  const isApi = (path: string) => path === apiBasePath || path.startsWith(`${apiBasePath}/`);
  const app = new Hono();

  if (sandbox) app.route(apiBasePath, sandbox);

  const headers = withSecurityHeaders(options.csp);
  app.use('*', async (c, next) => {
    if (sandbox && isApi(c.req.path)) return next();
    await headers(c, next);
    // Whatever answered, an error is never kept (issue 28 §3), as nginx's config does too.
    if (!(CACHEABLE_STATUSES as readonly number[]).includes(c.res.status)) {
      c.res.headers.set('Cache-Control', ERROR_CACHE);
    }
  });

  app.get('*', async (c, next) => {
    if (existsSync(join(root, 'index.html'))) return next();
    const api = sandbox
      ? ' The sandbox API is served at <a href="/api/_sandbox">/api/_sandbox</a>.'
      : '';
    c.header('Cache-Control', HTML_CACHE);
    return c.html(
      `<!doctype html><html lang="en"><meta charset="utf-8"><title>App not built</title><p>The app is not built yet: run <code>npm run build</code>, then restart.${api}</p></html>`,
      503,
    );
  });
  // A first screen prerendered in the reader's language paints before any script runs
  // (issue 6 §4). Exact paths only, without a query: anything else is the app's to draw.
  const prerendered = prerenderedPages(root);
  app.get('*', async (c, next) => {
    if (new URL(c.req.url).search !== '') return next();
    const locale = chooseLocale(c.req.header('Cookie'), c.req.header('Accept-Language'));
    const file = prerendered(c.req.path, locale);
    if (file === null) return next();
    // Caches must keep one copy per language.
    return sendStaticFile(c, file, {
      cacheControl: HTML_CACHE,
      vary: ['Cookie', 'Accept-Language'],
    });
  });
  app.get('*', async (c, next) => {
    const file = findStaticFile(root, c.req.path);
    if (file === null) return next();
    // Judged by the file found, so no spelling of its name (%2E, /assets/../) reaches it.
    if (BUILD_FILES.test(`/${relative(file.root, file.path).split(sep).join('/')}`)) {
      return errorAnswer(c, 404);
    }
    const type = CONTENT_TYPES[file.path.slice(file.path.lastIndexOf('.')).toLowerCase()] ?? '';
    return sendStaticFile(c, file, { cacheControl: cacheControlFor(c.req.path, type) });
  });
  // A missing asset, or a file refused above (a dotfile, a link out of dist/), stays a 404:
  // HTML served as a script would only hide the problem.
  app.get('*', (c, next) => {
    if (c.req.path.startsWith(ASSETS_PREFIX) || /(^|\/)\./.test(c.req.path)) {
      return errorAnswer(c, 404);
    }
    return next();
  });
  // Every other GET is a route of the single-page app.
  app.get('*', async (c) => {
    const index = findStaticFile(root, '/index.html');
    if (index === null) return errorAnswer(c, 404);
    return sendStaticFile(c, index, { cacheControl: HTML_CACHE });
  });
  // Another method than GET or HEAD: what nginx's locations answer it (issue 39): a dotfile, a
  // build file or an asset that is not there is a 404 whatever the method; the rest a 405.
  app.all('*', (c) => {
    const path = c.req.path;
    const gone =
      /(^|\/)\./.test(path) ||
      BUILD_FILES.test(path) ||
      (path.startsWith(ASSETS_PREFIX) && findStaticFile(root, path) === null);
    return errorAnswer(c, gone ? 404 : 405);
  });
  // A bug answers as nginx's 500 would, with the headers (the middleware above adds them).
  app.onError((error, c) => {
    console.error('server error:', error);
    return errorAnswer(c, 500);
  });

  return app;
}
