import type { Context } from 'hono';

const HOST = /^[A-Za-z0-9.-]+(:\d{1,5})?$|^\[[0-9A-Fa-f:.]+\](:\d{1,5})?$/;

function firstValue(header: string | undefined): string | undefined {
  const value = header?.split(',')[0]?.trim();
  return value === '' ? undefined : value;
}

// Links must point where the browser reached us: behind the Vite proxy or a gateway that is
// the forwarded host, not the sandbox's own port. A malformed header never reaches a link.
export function requestOrigin(c: Context): string {
  const url = new URL(c.req.url);
  const forwardedProto = firstValue(c.req.header('x-forwarded-proto'));
  const proto = forwardedProto === 'https' || forwardedProto === 'http' ? forwardedProto : null;
  const host = [
    firstValue(c.req.header('x-forwarded-host')),
    firstValue(c.req.header('host')),
  ].find((candidate) => candidate !== undefined && HOST.test(candidate));
  return `${proto ?? url.protocol.replace(':', '')}://${host ?? url.host}`;
}

export function requestHost(c: Context): string {
  return new URL(requestOrigin(c)).host;
}
