import type { Context } from 'hono';

export function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

/** The last characters of an id or a key, enough to tell them apart on a list: `…5678`. */
export function maskId(value: string, visible = 4): string {
  return value.length <= visible ? '…' : `…${value.slice(-visible)}`;
}

// Text written with `code` spans (as in the scenario tables) rendered safely as HTML.
export function inlineCode(value: string): string {
  return escapeHtml(value).replace(/`([^`]+)`/g, '<code>$1</code>');
}

const STYLE = `
  body { font: 16px/1.5 system-ui, sans-serif; margin: 0 auto; max-width: 64rem; padding: 1rem 1.5rem 3rem; color: #1b1b1b; }
  header { border-bottom: 4px solid #8a3ffc; margin-bottom: 1.5rem; }
  .badge { display: inline-block; background: #fff3cd; border: 1px solid #b58900; padding: 0 .5rem; border-radius: 4px; font-size: .875rem; }
  table { border-collapse: collapse; width: 100%; margin: .5rem 0 1.5rem; font-size: .875rem; }
  th, td { border: 1px solid #c9c9c9; padding: .25rem .5rem; text-align: left; vertical-align: top; }
  th { background: #f0f0f0; }
  code { background: #f4f4f4; padding: 0 .2rem; word-break: break-all; }
  fieldset { border: 1px solid #c9c9c9; margin: 1rem 0; padding: .75rem 1rem; }
  label { display: block; margin: .25rem 0; }
  input, select, button { font: inherit; }
  button { background: #1a4480; color: #fff; border: 0; border-radius: 4px; padding: .5rem 1rem; cursor: pointer; }
  button.secondary { background: #5c5c5c; }
  .inline { display: inline-block; margin-right: .5rem; }
  :focus-visible { outline: 3px solid #2491ff; outline-offset: 2px; }
`;

export function htmlPage(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body>
${body}
</body>
</html>`;
}

// Sandbox pages run no script at all; form-action is left open on purpose, because the
// verifier's form redirects to the carrier's page and browsers apply form-action to redirects.
export function sendHtml(
  c: Context,
  html: string,
  status: 200 | 400 | 403 | 404 | 409 = 200,
): Response {
  return c.html(html, status, {
    'Content-Security-Policy':
      "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; frame-ancestors 'none'",
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': 'DENY',
    'Referrer-Policy': 'no-referrer',
    'Cache-Control': 'no-store',
  });
}
