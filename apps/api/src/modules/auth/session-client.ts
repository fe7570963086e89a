import type { FastifyRequest } from 'fastify';
import type { SessionClient } from './sessions.service';

/**
 * Who is starting or using a session, as the request shows it: its User-Agent, and its address
 * (`request.ip`: the socket's, or the client a trusted proxy names, per TRUST_PROXY).
 */
export const clientOf = (request: FastifyRequest): SessionClient => ({
  userAgent: request.headers['user-agent'],
  address: request.ip,
});
