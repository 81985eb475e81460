// D16: a link from the API is followed only when it is https (http only for localhost and
// 127.0.0.1) and its exact host is the app's own or one that the carrier listed. Everything
// else — `javascript:`, protocol-relative `//evil.example`, `https://allowed@evil.example` —
// is refused. Pure (the URL parser is part of the language runtime), so the machine can use it.

const LOOPBACK = new Set(['localhost', '127.0.0.1']);

export function isSafeRedirect(
  href: string,
  appHost: string,
  allowedHosts: readonly string[],
): boolean {
  if (!/^https?:\/\//i.test(href.trim())) return false;
  let url: URL;
  try {
    url = new URL(href.trim());
  } catch {
    return false;
  }
  if (url.username !== '' || url.password !== '') return false;
  if (url.protocol === 'http:' && !LOOPBACK.has(url.hostname)) return false;
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return false;
  const host = url.host.toLowerCase();
  if (appHost !== '' && host === appHost.toLowerCase()) return true;
  return allowedHosts.some((allowed) => {
    const wanted = allowed.toLowerCase();
    // A listed host without a port allows that host on its default port only.
    return wanted.includes(':') ? host === wanted : host === wanted && url.port === '';
  });
}
