import type { Context } from 'hono';

// Where a request came from and which host it named, as far as the sandbox may believe it
// (issue 28 §2). `Host` is the browser's own word; X-Forwarded-Host, -Proto and -For are
// anyone's, so they count only when a proxy the operator trusts is in front
// (SANDBOX_TRUST_PROXY), since such a proxy overwrites what the client sent.

export type OriginTrust = { trustProxy: boolean };

const HOST = /^[A-Za-z0-9.-]+(:\d{1,5})?$|^\[[0-9A-Fa-f:.]+\](:\d{1,5})?$/;

function firstValue(header: string | undefined): string | undefined {
  const value = header?.split(',')[0]?.trim();
  return value === '' ? undefined : value;
}

/**
 * The host (with its port, if any) the browser asked for, lower case: the trusted proxy's
 * X-Forwarded-Host, else `Host`, else the URL's (a test's request). Undefined when the
 * header is not a host name at all.
 */
export function requestedHost(c: Context, trust: OriginTrust): string | undefined {
  const forwarded = trust.trustProxy ? firstValue(c.req.header('x-forwarded-host')) : undefined;
  const host = forwarded ?? firstValue(c.req.header('host')) ?? new URL(c.req.url).host;
  return HOST.test(host) ? host.toLowerCase() : undefined;
}

// Links must point where the browser reached us: behind a trusted proxy that is the forwarded
// host and protocol, not the sandbox's own port.
export function requestOrigin(c: Context, trust: OriginTrust): string {
  const url = new URL(c.req.url);
  const forwardedProto = trust.trustProxy
    ? firstValue(c.req.header('x-forwarded-proto'))
    : undefined;
  const proto = forwardedProto === 'https' || forwardedProto === 'http' ? forwardedProto : null;
  return `${proto ?? url.protocol.replace(':', '')}://${requestedHost(c, trust) ?? url.host}`;
}

export function requestHost(c: Context, trust: OriginTrust): string {
  return new URL(requestOrigin(c, trust)).host;
}

const LOOPBACK_NAMES = new Set(['localhost', '127.0.0.1', '[::1]']);

/** The host without its port: `[::1]:4173` → `[::1]`, `localhost:80` → `localhost`. */
export function hostName(host: string): string {
  return host.startsWith('[') ? host.slice(0, host.indexOf(']') + 1) : (host.split(':')[0] ?? '');
}

/**
 * Whether the sandbox answers for this host: a loopback name on any port, or one of
 * SANDBOX_HOSTS (an entry with a port matches that port only). Anything else is a page of
 * another site that a DNS rebinding pointed at this machine.
 */
export function isAllowedHost(host: string, allowed: ReadonlySet<string>): boolean {
  const name = hostName(host);
  return LOOPBACK_NAMES.has(name) || allowed.has(host) || allowed.has(name);
}

function isLoopbackAddress(address: string): boolean {
  const ip = address
    .trim()
    .toLowerCase()
    .replace(/^::ffff:/, '');
  return ip === '::1' || ip === '[::1]' || /^127(\.\d{1,3}){3}$/.test(ip);
}

type NodeBindings = { incoming?: { socket?: { remoteAddress?: string } } };

/**
 * Whether the request comes from this machine: the socket's peer is a loopback address, and
 * no proxy header names anyone else (a proxy on this machine forwarding a visitor from
 * elsewhere says so in X-Forwarded-For). A header can only take the answer away, never give
 * it. Without a socket (a request made in a test) the answer is no.
 */
export function isLoopbackRequest(c: Context): boolean {
  const peer = (c.env as NodeBindings | undefined)?.incoming?.socket?.remoteAddress;
  if (peer === undefined || !isLoopbackAddress(peer)) return false;
  const forwardedFor = [
    ...(c.req.header('x-forwarded-for')?.split(',') ?? []),
    ...(c.req.header('x-real-ip')?.split(',') ?? []),
    ...[...(c.req.header('forwarded') ?? '').matchAll(/for="?([^;,"]+)"?/gi)].map(
      (match) => match[1] ?? '',
    ),
  ].map((value) =>
    value
      .trim()
      .replace(/^\[(.*)\](:\d+)?$/, '$1')
      .replace(/^(\d{1,3}(?:\.\d{1,3}){3}):\d+$/, '$1'),
  );
  return forwardedFor.every((address) => address === '' || isLoopbackAddress(address));
}
