import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { apiMessages, validation } from '../../../domain/messages';
import type { ErrorResponse } from '../../../domain/schemas/common';
import { databaseErrorCode } from '../db/errors';
import { AppError } from './errors';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * What a body over the route's bodyLimit is told, when the route documents its own limit (the
     * photo of an ID: "must be 5 MB or smaller"). Used whether the size was declared or only found
     * while reading (a chunked body): the same message either way (issue 32).
     */
    bodyTooLarge?: () => string;
  }
}

/** PostgreSQL and node-postgres conditions meaning "the database is unreachable right now". */
const UNAVAILABLE_SQLSTATE = /^(08|57P0[1-3]|53300)/;
const UNAVAILABLE_ERRNO = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND']);
const UNAVAILABLE_MESSAGE =
  /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Cannot use a pool after calling end/;

/** The embedded database's Unix socket is missing: it is stopped (or restarting). */
function isMissingSocket(error: Error): boolean {
  const { code, syscall } = error as NodeJS.ErrnoException;
  return code === 'ENOENT' && syscall === 'connect';
}

export function isDatabaseUnavailable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = databaseErrorCode(error);
  if (code && (UNAVAILABLE_SQLSTATE.test(code) || UNAVAILABLE_ERRNO.has(code))) return true;
  for (let current: unknown = error; current instanceof Error; current = current.cause) {
    if (isMissingSocket(current) || UNAVAILABLE_MESSAGE.test(current.message)) return true;
  }
  return false;
}

/** Text PostgreSQL refuses to store (a NUL byte, an invalid sequence): the caller's input, not a fault. */
function isUnstorableText(error: unknown): boolean {
  const code = databaseErrorCode(error);
  return code === '22021' || code === '22P05';
}

/** Fastify's own 4xx errors (body parsing and the like), with messages a person can act on, in the request's language. */
const FASTIFY_CLIENT_ERRORS: Record<string, { status: number; message: () => string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, message: () => apiMessages.invalidJson },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, message: () => apiMessages.invalidJson },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, message: () => apiMessages.bodyTooLarge },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, message: () => apiMessages.unsupportedMediaType },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, message: () => apiMessages.contentLengthMismatch },
};

function validationAnswer(error: { validation: { instancePath: string; message?: string }[] }): ErrorResponse {
  const errors: Record<string, string> = {};
  for (const issue of error.validation) {
    const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || '_';
    errors[field] ??= issue.message ?? apiMessages.invalidInput;
  }
  const [first] = Object.entries(errors);
  const message =
    first && first[0] !== '_' ? first[1] : apiMessages.bodyNotObject;
  return { message, errors };
}

function send(reply: FastifyReply, status: number, body: ErrorResponse): void {
  // Error answers bypass route response schemas: they are shaped here, once.
  void reply.status(status).type('application/json; charset=utf-8').serializer(JSON.stringify).send(body);
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof AppError) {
      if (error.options.headers) void reply.headers(error.options.headers);
      const body: ErrorResponse = { ...error.options.body, message: error.message };
      if (error.options.errors) body.errors = error.options.errors;
      return send(reply, error.statusCode, body);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      return send(reply, 400, validationAnswer(error));
    }
    const known = error.code ? FASTIFY_CLIENT_ERRORS[error.code] : undefined;
    if (known) {
      const ownLimit = error.code === 'FST_ERR_CTP_BODY_TOO_LARGE' ? request.routeOptions.config.bodyTooLarge : undefined;
      return send(reply, known.status, { message: ownLimit?.() ?? known.message() });
    }
    if (isUnstorableText(error)) {
      return send(reply, 400, { message: validation.controlCharacters });
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      void reply.header('Retry-After', '5');
      return send(reply, 503, { message: apiMessages.unavailable, requestId: request.id });
    }
    const status = error.statusCode;
    if (typeof status === 'number' && status >= 400 && status < 500) {
      // Other client errors from Fastify or its plugins (e.g. prototype poisoning in JSON).
      request.log.info({ err: error }, 'client error');
      return send(reply, status, { message: error.message || apiMessages.invalidInput });
    }
    request.log.error({ err: error }, 'unhandled error');
    return send(reply, 500, { message: apiMessages.serverError, requestId: request.id });
  });
}
