import type { IncomingMessage, Server, ServerResponse } from 'node:http';

// A client that sends its whole body before it reads the answer (most HTTP libraries, curl for
// a small body) never sees a 413 or 405 the server sent early, if the server closes while that
// body is still arriving: the kernel answers the next bytes with a reset, and a reset throws
// away the answer the client had not read yet (issue 28 §10). @hono/node-server drains such a
// body for 500 ms only, then closes. So the rest of the body is read and thrown away, as nginx
// does (lingering_time 30 s, lingering_timeout 5 s), and the connection stays usable; a client
// still sending after that is cut off.
export const DRAIN_LIMITS = { totalMs: 30_000, idleMs: 5_000, bytes: 64 * 1024 * 1024 };

function drain(request: IncomingMessage, limits: typeof DRAIN_LIMITS) {
  if (request.readableEnded || request.destroyed) return;
  // What read the body before the answer (a size check) stopped reading; its listeners would
  // pause the stream again after each chunk.
  request.removeAllListeners('data');
  let bytes = 0;
  const cutOff = () => {
    clearTimeout(total);
    clearTimeout(idle);
    request.socket?.destroy();
  };
  const total = setTimeout(cutOff, limits.totalMs);
  let idle = setTimeout(cutOff, limits.idleMs);
  request.on('data', (chunk: Buffer) => {
    bytes += chunk.length;
    if (bytes > limits.bytes) return cutOff();
    clearTimeout(idle);
    idle = setTimeout(cutOff, limits.idleMs);
  });
  const done = () => {
    clearTimeout(total);
    clearTimeout(idle);
  };
  request.once('end', done);
  request.once('close', done);
  request.resume();
}

/**
 * Reads and discards what is left of a request's body once its answer is sent. For a server
 * made with `autoCleanupIncoming: false`, so that Hono's own 500 ms drain does not close first.
 */
export function drainUnreadBodies(server: Server, limits = DRAIN_LIMITS): void {
  server.prependListener('request', (request: IncomingMessage, response: ServerResponse) => {
    response.once('finish', () => drain(request, limits));
  });
}
