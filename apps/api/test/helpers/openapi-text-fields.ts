import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';

type JsonSchema = {
  type?: string;
  enum?: unknown[];
  format?: string;
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
};
type Operation = {
  parameters?: { in: string; name: string; required?: boolean; schema?: JsonSchema }[];
  requestBody?: { content: Record<string, { schema?: JsonSchema }> };
};
type OpenApiDocument = { paths: Record<string, Record<string, Operation>> };

/** One route as the OpenAPI document names it, e.g. `GET /users/v1/request/album/{id}`. */
export type DocumentedRoute = { method: string; path: string };

/** A string a person may write anything into: no list of words, no format such as a UUID. */
const isFreeText = (schema: JsonSchema | undefined): boolean =>
  schema?.type === 'string'
    ? !schema.enum && !schema.format
    : schema?.type === 'array' && isFreeText(schema.items);

/** The app's own OpenAPI document: built from the routes' zod schemas, so no route is missed. */
async function documentOf(app: FastifyInstance): Promise<OpenApiDocument> {
  const response = await app.inject({ method: 'GET', url: '/docs/json' });
  expect(response.statusCode).toBe(200);
  return response.json<OpenApiDocument>();
}

function operationsOf(document: OpenApiDocument) {
  return Object.entries(document.paths).flatMap(([path, operations]) =>
    Object.entries(operations).map(([method, operation]) => ({
      route: { method: method.toUpperCase(), path },
      operation,
    })),
  );
}

/**
 * Every string query parameter of every route (words from a list too: each must refuse a NUL),
 * with a valid value for each other parameter the route requires, so only the one is wrong.
 */
export async function stringQueryParameters(
  app: FastifyInstance,
): Promise<(DocumentedRoute & { name: string; otherRequired: Record<string, string> })[]> {
  return operationsOf(await documentOf(app)).flatMap(({ route, operation }) => {
    const query = (operation.parameters ?? []).filter((parameter) => parameter.in === 'query');
    return query
      .filter((parameter) => parameter.schema?.type === 'string')
      .map((parameter) => ({
        ...route,
        name: parameter.name,
        otherRequired: Object.fromEntries(
          query
            .filter((other) => other.required && other.name !== parameter.name)
            .map((other) => [other.name, String(other.schema?.enum?.[0] ?? 'text')]),
        ),
      }));
  });
}

/** Every route whose JSON body has a free-text field, as `METHOD /path/{id}`. */
export async function routesWithJsonText(app: FastifyInstance): Promise<string[]> {
  return operationsOf(await documentOf(app))
    .filter(({ operation }) => {
      const body = operation.requestBody?.content['application/json']?.schema;
      return Object.values(body?.properties ?? {}).some(isFreeText);
    })
    .map(({ route }) => `${route.method} ${route.path}`);
}

/** Every route that changes something and takes no JSON body, as `METHOD /path/{id}`. */
export async function writeRoutesWithoutBody(app: FastifyInstance): Promise<DocumentedRoute[]> {
  return operationsOf(await documentOf(app))
    .filter(({ route }) => route.method !== 'GET' && route.method !== 'HEAD')
    .filter(({ operation }) => !operation.requestBody)
    .map(({ route }) => route);
}
