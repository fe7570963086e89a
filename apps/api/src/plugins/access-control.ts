import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Role } from '@cuebrief/shared';
import type { UserRow } from '../db/schema';
import { isApiPath } from '../lib/api-paths';
import { AppError } from '../lib/app-error';

/**
 * What access control needs of the auth module: the account behind an Authorization header, or
 * an AppError (401). Named here so the plugin, below the modules, imports none of them.
 */
export type Authenticator = {
  authenticate(authorization: string | undefined): Promise<UserRow>;
};

/**
 * What access control needs of the second-factor module: whether an admin must set up a second
 * factor before anything else (ADMIN_MFA=required). Named here for the same reason.
 */
export type SecondFactorGate = {
  mustEnrol(user: UserRow): Promise<boolean>;
};

/** `public`, or the roles that may call a route. */
export type Access = 'public' | readonly Role[];

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
    /**
     * Open to an admin who must still set up a second factor: their profile and the setup
     * itself. Every other signed-in route refuses them until then (deny by default).
     */
    beforeSecondFactor?: boolean;
  }
  interface FastifyRequest {
    /** The signed-in account; set on every non-public API route before its handler runs. */
    viewer: UserRow | null;
  }
}

/** The signed-in account of a route that is not public (the access hook guarantees it). */
export function viewerOf(request: { viewer: UserRow | null }): UserRow {
  if (!request.viewer) throw new AppError('UNAUTHENTICATED');
  return request.viewer;
}

/**
 * The account behind a call to a public route, when a valid token came with it. A public form
 * does not refuse a stale or broken token: its sender is then simply a guest.
 */
export async function findViewer(request: FastifyRequest): Promise<UserRow | null> {
  if (request.headers.authorization === undefined) return null;
  try {
    return await request.server.services.auth.authenticate(request.headers.authorization);
  } catch (error) {
    if (error instanceof AppError) return null;
    throw error;
  }
}

/**
 * Deny by default: every API route must say who may call it, or the app refuses to start.
 * Authentication runs before the body is parsed, so a guest gets 401 whatever it sends. An admin
 * who must set up a second factor reaches only the routes marked `beforeSecondFactor` (403).
 */
export function registerAccessControl(
  app: FastifyInstance,
  auth: Authenticator,
  secondFactor: SecondFactorGate,
): void {
  app.decorateRequest('viewer', null);

  app.addHook('onRoute', (route) => {
    const access = route.config?.access;
    if (isApiPath(route.url) && access === undefined) {
      throw new Error(`${route.method} ${route.url} does not declare its access`);
    }
    if (access && access !== 'public') {
      route.schema = { ...route.schema, security: [{ bearerAuth: [] }] };
    }
  });

  app.addHook('onRequest', async (request) => {
    // Read once: Fastify builds the route's options object anew on every read.
    const { config } = request.routeOptions;
    const access = config.access;
    if (access === undefined || access === 'public') return;
    const viewer = await auth.authenticate(request.headers.authorization);
    request.viewer = viewer;
    if (!access.includes(viewer.role)) throw new AppError('FORBIDDEN');
    if (!config.beforeSecondFactor && (await secondFactor.mustEnrol(viewer))) {
      throw new AppError('SECOND_FACTOR_ENROLMENT_REQUIRED');
    }
  });
}
