import type { FastifyInstance, FastifyRequest } from 'fastify';
import { RATE_LIMITS } from '@cuebrief/shared';

/**
 * Public forms (sign-up, contact, questions): every attempt from an address counts, valid or
 * not. Used as an `onRequest` hook, so it runs before the body is read: a body that is not
 * even JSON counts too, and a refused address costs no parsing.
 */
export async function limitPublicForm(
  this: FastifyInstance,
  request: FastifyRequest,
): Promise<void> {
  await this.services.rateLimiter.consume(`form:${request.ip}`, RATE_LIMITS.publicFormsPerAddress);
}
