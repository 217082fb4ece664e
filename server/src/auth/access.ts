import type { FastifyInstance, FastifyRequest } from 'fastify';
import { apiMessages } from '../../../domain/messages';
import { SECOND_FACTOR_REQUIRED_CODE } from '../../../domain/schemas/second-factor';
import { AppError } from '../http/errors';
import { requireRecentReauthentication } from './reauthentication';
import { hasRecentSecondFactor } from './second-factor-policy';
import { findSession, readSessionToken, type ActiveSession } from './sessions';
import type { UserRow } from './user-response';

/**
 * Who may call a route, declared on the route itself (`config: { access }`) and enforced here, once.
 * An /api route without a declared policy stops the server at start-up, so none is left open by
 * mistake. public: anyone; user: a signed-in user (401 otherwise); admin: an admin (403 for others)
 * whose session completed a second factor within 12 hours (403 `second_factor_required` otherwise).
 * A route that changes the account's second factors also declares `reauthentication` (issue 32):
 * its session must have re-authenticated within 10 minutes (403 `reauthentication_required`).
 * Routes outside /api that declare a policy (the health probes) are enforced and listed the same way.
 */
export type Access = 'public' | 'user' | 'admin';

export interface RoutePolicy {
  method: string;
  url: string;
  access: Access;
  /** A session still waiting for its second factor may call it (finishing the sign-in). */
  duringSecondFactor: boolean;
  /** It changes the account's second factors: the session must have re-authenticated within 10 minutes. */
  reauthentication: boolean;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
    /**
     * A session that passed the password but not yet its second factor may call this route (only
     * the sign-in's second step; logout is public). Every other non-public route refuses it.
     */
    duringSecondFactor?: boolean;
    /**
     * It changes how the account signs in (issue 32): the session must have proved the password, a
     * passkey or a code within 10 minutes (auth/reauthentication.ts), else 403 reauthentication_required.
     */
    reauthentication?: boolean;
  }
  interface FastifyRequest {
    session: ActiveSession | null;
  }
  interface FastifyInstance {
    /** Every route that declares its access (every /api route must), in registration order (for tests and docs). */
    routePolicies: RoutePolicy[];
  }
}

export function registerAccessControl(app: FastifyInstance): void {
  app.decorateRequest('session', null);
  const policies: RoutePolicy[] = [];
  app.decorate('routePolicies', policies);

  app.addHook('onRoute', (route) => {
    const url = route.url ?? route.path;
    const access = route.config?.access;
    if (!access) {
      if (url.startsWith('/api')) throw new Error(`Route ${String(route.method)} ${url} declares no access policy (config.access)`);
      // The web app's static files.
      return;
    }
    const duringSecondFactor = route.config?.duringSecondFactor === true;
    const reauthentication = route.config?.reauthentication === true;
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD') policies.push({ method, url, access, duringSecondFactor, reauthentication });
    }
    if (access === 'public') return;
    // On the route itself, first of its onRequest hooks: public routes (the cached rate, the probes)
    // pay nothing for it, and nothing of the route runs before it — not the parsing and validation
    // of its body, path and query either (issue 32): a caller who may not call a route gets 401/403,
    // never its field messages, and no body is read for them.
    const check = async (request: FastifyRequest) => {
      const token = readSessionToken(request, app.ctx.config);
      // An operator's session and role are read from the database on every admin call, never from
      // the session cache: revoking the role or the session takes effect on the very next request.
      request.session = token ? await findSession(app.ctx, token, { fresh: access === 'admin' }) : null;
      // Closing an account ends its sessions; one created by a sign-in racing the closure ends here.
      if (!request.session || request.session.user.closedAt) throw new AppError('not_signed_in', apiMessages.notSignedIn);
      // Half signed in (password only, the account has a second factor): nothing but the second step.
      if (request.session.secondFactorPending && !duringSecondFactor) {
        throw new AppError('not_signed_in', apiMessages.secondFactorPending, { body: { code: 'second_factor_pending' } });
      }
      if (access === 'admin') {
        // The role first: a customer keeps the plain 403, whatever their second factor.
        if (!request.session.user.isAdmin) throw new AppError('forbidden', apiMessages.notAdmin);
        // A password alone never reaches the desk: the session must have completed a second factor
        // within 12 hours (issue 18). No escape hatch — an operator enrols from their first sign-in.
        if (!hasRecentSecondFactor(request.session, app.ctx.clock.now())) {
          throw new AppError('forbidden', apiMessages.secondFactorRequired, { body: { code: SECOND_FACTOR_REQUIRED_CODE } });
        }
      }
      if (reauthentication) {
        await requireRecentReauthentication(app.ctx, request.session, { ip: request.ip, userAgent: request.headers['user-agent'] }, `${request.method} ${url}`);
      }
    };
    route.onRequest = [check, ...[route.onRequest ?? []].flat()];
  });
}

/** The session of a route whose access is 'user' or 'admin'. */
export function currentSession(request: FastifyRequest): ActiveSession {
  if (!request.session) throw new AppError('not_signed_in', apiMessages.notSignedIn);
  return request.session;
}

/** The signed-in user of a route whose access is 'user' or 'admin'. */
export function currentUser(request: FastifyRequest): UserRow {
  if (!request.session) throw new AppError('not_signed_in', apiMessages.notSignedIn);
  return request.session.user;
}
