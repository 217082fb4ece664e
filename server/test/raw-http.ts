import http from 'node:http';
import net from 'node:net';

/**
 * Requests exactly as written, for what fetch would tidy up first: fetch (like a browser's address
 * bar) resolves dot segments, even percent-encoded ones, before sending; a hand-written client or a
 * proxy need not.
 */
export interface RawResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

export function rawRequest(
  baseUrl: string,
  method: string,
  path: string,
  options: { headers?: Record<string, string>; body?: string } = {},
): Promise<RawResponse> {
  const url = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const request = http.request(
      { host: url.hostname, port: url.port, method, path, headers: { ...options.headers } },
      (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body }));
      },
    );
    request.on('error', reject);
    if (options.body !== undefined) request.write(options.body);
    request.end();
  });
}

/** Bytes straight onto a TCP socket (for requests Node's own client refuses to send); answers what came back. */
export function rawSocket(baseUrl: string, bytes: string): Promise<string> {
  const url = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(url.port), url.hostname, () => socket.write(bytes));
    let answer = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (answer += chunk));
    socket.on('end', () => resolve(answer));
    socket.on('close', () => resolve(answer));
    socket.on('error', reject);
  });
}

/**
 * Spellings of a path that a router or a proxy may take for the path itself: percent-escapes,
 * doubled slashes, dot segments, letter case.
 */
export function pathVariants(path: string): [string, string][] {
  const [first = '', ...rest] = path.split('/').filter(Boolean);
  const tail = rest.join('/');
  const encodeFirstLetter = (segment: string) => `%${segment.charCodeAt(0).toString(16)}${segment.slice(1)}`;
  return [
    ['percent-encoded first segment', `/${encodeFirstLetter(first)}/${tail}`],
    ['percent-encoded upper-case escape', `/%${first.charCodeAt(0).toString(16).toUpperCase()}${first.slice(1)}/${tail}`],
    ['percent-encoded later segment', `/${first}/${rest.map((segment, index) => (index === 0 ? encodeFirstLetter(segment) : segment)).join('/')}`],
    ['an encoded slash', `/${first}%2F${tail}`],
    ['a leading double slash', `//${first}/${tail}`],
    ['a double slash inside', `/${first}//${tail}`],
    ['a dot segment', `/${first}/./${tail}`],
    ['a parent segment', `/x/../${first}/${tail}`],
    ['an encoded parent segment', `/x/%2e%2e/${first}/${tail}`],
    ['upper case', `/${first.toUpperCase()}/${tail}`],
    ['a trailing slash', `/${first}/${tail}/`],
  ];
}
