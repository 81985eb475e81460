import {
  createServer,
  type IncomingMessage,
  type RequestListener,
  type Server,
  type ServerOptions,
} from 'node:http';

// Issue 39: one error answer for both servers, the Node server (serve-app.ts, serve.ts) and the
// nginx config carriers get (scripts/nginx-config.ts): the same status, the same plain-text
// body, the same headers. Before, Node answered text/plain, nginx its own HTML pages, and
// Node's own 400 for a request it could not parse carried no header at all.

/** The body's type, byte for byte as nginx writes it for a text/plain file. */
export const ERROR_CONTENT_TYPE = 'text/plain; charset=utf-8';

/** Every error either server answers with by itself, and its one line. */
export const ERROR_TEXTS = {
  400: 'Bad request',
  404: 'Not found',
  405: 'Method not allowed',
  413: 'Request body too large',
  414: 'Address too long',
  416: 'Range not satisfiable',
  500: 'Internal server error',
  501: 'Not implemented',
  505: 'HTTP version not supported',
} as const;

export type ErrorStatus = keyof typeof ERROR_TEXTS;

export const ERROR_STATUSES = Object.keys(ERROR_TEXTS).map(Number) as ErrorStatus[];

/** The body of an error answer: its line and a line break. */
export const errorBody = (status: ErrorStatus): string => `${ERROR_TEXTS[status]}\n`;

const REASONS: Record<ErrorStatus, string> = {
  400: 'Bad Request',
  404: 'Not Found',
  405: 'Not Allowed',
  413: 'Request Entity Too Large',
  414: 'Request-URI Too Large',
  416: 'Requested Range Not Satisfiable',
  500: 'Internal Server Error',
  501: 'Not Implemented',
  505: 'HTTP Version Not Supported',
};

/**
 * An error answer written straight to a socket, for a request Node's parser refused before any
 * handler ran (a missing Host on HTTP/1.1 is nginx's 400 too, a malformed line, headers too
 * large): with `headers` (the security headers and no-store), and the connection closed.
 */
export function rawErrorAnswer(status: ErrorStatus, headers: Record<string, string>): string {
  const body = errorBody(status);
  const lines = [
    `HTTP/1.1 ${status} ${REASONS[status]}`,
    ...Object.entries({
      ...headers,
      'Content-Type': ERROR_CONTENT_TYPE,
      'Content-Length': String(Buffer.byteLength(body)),
      Connection: 'close',
    }).map(([name, value]) => `${name}: ${value}`),
  ];
  return `${lines.join('\r\n')}\r\n\r\n${body}`;
}

/**
 * A request Node's parser refuses (no Host, a broken request line, headers too large) never
 * reaches the app, and Node answered a bare 400 with no header. It gets nginx's answer: 400,
 * `headers` (the security headers and no-store), the same plain line. A request that timed out,
 * or whose answer had begun, is closed without one, as nginx does.
 */
export function answerClientErrors(server: Server, headers: () => Record<string, string>): void {
  server.on('clientError', (error: NodeJS.ErrnoException, socket) => {
    const answering = (socket as { _httpMessage?: unknown })._httpMessage != null;
    if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT' || error.code === 'ECONNRESET' || answering) {
      socket.destroy();
      return;
    }
    if (socket.writable) socket.end(rawErrorAnswer(400, headers()));
  });
}

/**
 * nginx's limits on what it reads (large_client_header_buffers 4 8k): a request line or a
 * header line fits in 8 KB, all of them in four such buffers.
 */
const LINE_MAX = 8 * 1024;
const HEADERS_MAX = 4 * LINE_MAX;

/** What nginx refuses before it looks for a file: the status, or null. */
function refusal(request: IncomingMessage): ErrorStatus | null {
  // "GET <address> HTTP/1.1" and its line break.
  const requestLine = `${request.method} ${request.url} HTTP/${request.httpVersion}\r\n`;
  if (Buffer.byteLength(requestLine) > LINE_MAX) return 414;
  if (request.httpVersion === '1.1' && !request.headers.host) return 400;
  const raw = request.rawHeaders;
  for (let index = 0; index < raw.length; index += 2) {
    if (Buffer.byteLength(`${raw[index]}: ${raw[index + 1]}\r\n`) > LINE_MAX) return 400;
  }
  return null;
}

/**
 * `http.createServer` for @hono/node-server's `serve`, answering what Node answered by itself
 * as nginx does (issue 39): an HTTP/1.1 request without a Host (Node's bare 400, with no header)
 * and a request its parser refuses get the 400 above, with `headers`; a request or header line
 * longer than nginx reads gets nginx's 414 or 400.
 */
export function hardenedServer(headers: () => Record<string, string>): typeof createServer {
  const hardened = (options: ServerOptions, listener: RequestListener) => {
    const serverOptions = { ...options, requireHostHeader: false, maxHeaderSize: HEADERS_MAX };
    const server = createServer(serverOptions, (request, response) => {
      const refused = refusal(request);
      if (refused === null) {
        listener(request, response);
        return;
      }
      const body = errorBody(refused);
      response.writeHead(refused, {
        ...headers(),
        'Content-Type': ERROR_CONTENT_TYPE,
        'Content-Length': String(Buffer.byteLength(body)),
        Connection: 'close',
      });
      response.end(request.method === 'HEAD' ? undefined : body);
    });
    answerClientErrors(server, headers);
    return server;
  };
  return hardened as typeof createServer;
}
