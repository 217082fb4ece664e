import type { Duplex } from 'node:stream';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { apiMessages } from '../../../domain/messages';

/**
 * Requests that never reach a route answer `{ message }` like every other error, not in Fastify's
 * or Node's own shapes. Two kinds:
 * - what Node's HTTP parser cannot read (a malformed Content-Length, headers over the size limit, a
 *   request that took too long): only a raw socket is left, so the answer is written by hand and
 *   the connection closed;
 * - a URL the router cannot decode (`/api/%zz`) or a path segment over the length limit: the
 *   router answers before any hook runs, so these set their own few headers too.
 */

// Answered before any request exists, so in the default language; read when needed (texts are provided at start).
const CLIENT_ERRORS: Record<string, { status: number; reason: string; message: () => string }> = {
  ERR_HTTP_REQUEST_TIMEOUT: { status: 408, reason: 'Request Timeout', message: () => apiMessages.requestTimeout },
  HPE_HEADER_OVERFLOW: { status: 431, reason: 'Request Header Fields Too Large', message: () => apiMessages.headersTooLarge },
};
const MALFORMED = { status: 400, reason: 'Bad Request', message: () => apiMessages.malformedRequest };

export function clientErrorHandler(this: FastifyInstance, error: NodeJS.ErrnoException, socket: Duplex): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const answer = (error.code && CLIENT_ERRORS[error.code]) || MALFORMED;
  this.log.debug({ err: error }, 'unreadable request');
  if (socket.writable) {
    const body = JSON.stringify({ message: answer.message() });
    socket.write(
      `HTTP/1.1 ${answer.status} ${answer.reason}\r\n` +
        'Content-Type: application/json; charset=utf-8\r\n' +
        `Content-Length: ${Buffer.byteLength(body)}\r\n` +
        'Cache-Control: no-store\r\nX-Content-Type-Options: nosniff\r\nConnection: close\r\n\r\n' +
        body,
    );
  }
  socket.destroy();
}

/** Fastify's `frameworkErrors`: the router's own refusals (a bad URL, an over-long path segment). */
export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  const status = error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 414 : 400;
  void reply
    .code(status)
    .headers({ 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', 'x-content-type-options': 'nosniff' })
    .send(JSON.stringify({ message: status === 414 ? apiMessages.pathTooLong : apiMessages.malformedUrl }));
}
