import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { PRODUCT_NAME } from '@cuebrief/shared';

/**
 * The viewer's own page policy, with the pages' rules of framing and `<base>` (none: see
 * security-headers.ts) in place of its `'self'`.
 */
function tightenViewerPolicy(policy: string): string {
  return policy
    .replace("frame-ancestors 'self'", "frame-ancestors 'none'")
    .replace("base-uri 'self'", "base-uri 'none'");
}

/**
 * The OpenAPI document is generated from the routes' zod schemas; `/docs` shows it. Registered
 * only when API_DOCS allows (by default not in production): the viewer is a page a browser
 * opens without a token, so it cannot sit behind an admin's sign-in (decision 018).
 */
export async function registerDocs(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: {
        title: `${PRODUCT_NAME} API`,
        version: '1.0.0',
        description:
          'Every JSON answer is an envelope `{ status: { code, message, error? }, data }`. ' +
          'Authenticated calls send `Authorization: Bearer <accessToken>`.',
      },
      components: {
        securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, {
    routePrefix: '/docs',
    staticCSP: true,
    transformStaticCSP: tightenViewerPolicy,
  });
}
