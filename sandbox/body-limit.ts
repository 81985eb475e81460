import type { MiddlewareHandler } from 'hono';

// Issue 28 §10: a body over the limit gets a 413 the client can read. Answering as soon as
// the limit is passed is not enough: the client is still sending, and a server that closes
// a connection with unread data in it resets it (TCP RST), which can wipe the 413 from the
// client's buffer before it is read; @hono/node-server closes such a connection 500 ms after
// the answer. So the rest of the body is read and dropped first ("lingering close"), up to a
// bound in bytes and in time, and the 413 closes the connection.

export type BodyLimitOptions = {
  maxBytes: number;
  /** Bytes past the limit read and dropped before answering (default 8 MiB). */
  drainBytes?: number;
  /** How long the whole body may take once the limit is passed (default 10 s). */
  drainMs?: number;
};

const GAVE_UP = Symbol('gave up');

function readBefore(
  reader: ReadableStreamDefaultReader<Uint8Array>,
  deadline: number | null,
): Promise<ReadableStreamReadResult<Uint8Array> | typeof GAVE_UP> {
  if (deadline === null) return reader.read();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<typeof GAVE_UP>((resolve) => {
    timer = setTimeout(() => resolve(GAVE_UP), Math.max(0, deadline - Date.now()));
  });
  return Promise.race([reader.read(), late]).finally(() => clearTimeout(timer));
}

function joined(chunks: readonly Uint8Array[], size: number): Uint8Array<ArrayBuffer> {
  const body = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.length;
  }
  return body;
}

export function bodyLimit(options: BodyLimitOptions): MiddlewareHandler {
  const { maxBytes } = options;
  const drainBytes = options.drainBytes ?? 8 * 1024 * 1024;
  const drainMs = options.drainMs ?? 10_000;
  return async (c, next) => {
    const stream = c.req.raw.body;
    if (!stream) return next();
    const chunked = c.req.raw.headers.has('transfer-encoding');
    const declared = Number(c.req.header('content-length') ?? Number.NaN);
    // A declared length within the limit is held to by Node's HTTP parser.
    if (!chunked && Number.isFinite(declared) && declared <= maxBytes) return next();

    const reader = stream.getReader();
    const chunks: Uint8Array[] = [];
    let size = 0;
    let over = !chunked && Number.isFinite(declared) && declared > maxBytes;
    let overSince = over ? Date.now() : 0;
    for (;;) {
      // Within the limit the server's own request timeout bounds the wait.
      const deadline = over ? overSince + drainMs : null;
      if (over && size > maxBytes + drainBytes) {
        await reader.cancel().catch(() => undefined);
        break;
      }
      const read = await readBefore(reader, deadline);
      if (read === GAVE_UP) {
        await reader.cancel().catch(() => undefined);
        break;
      }
      if (read.done) break;
      size += read.value.length;
      if (over) continue;
      if (size > maxBytes) {
        over = true;
        overSince = Date.now();
        chunks.length = 0;
      } else {
        chunks.push(read.value);
      }
    }
    if (over) {
      return c.json({ message: `The body must be at most ${maxBytes} bytes` }, 413, {
        Connection: 'close',
      });
    }
    c.req.raw = new Request(c.req.raw, { body: joined(chunks, size) });
    return next();
  };
}
