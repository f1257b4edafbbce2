import { z } from 'zod';
import type { Endpoint } from './endpoint.js';

/** Builds the OpenAPI 3.1 document served at /docs from the same schemas the server validates with. */
export function buildOpenApi(
  endpoints: Record<string, Endpoint>,
  info: { title: string; version: string },
): Record<string, unknown> {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const [name, e] of Object.entries(endpoints)) {
    const request = z.toJSONSchema(e.request, { io: 'input', unrepresentable: 'any' });
    const response = z.toJSONSchema(e.response, { io: 'output', unrepresentable: 'any' });
    const op: Record<string, unknown> = {
      operationId: name,
      summary: e.summary,
      tags: [e.tag],
      security: e.auth === 'required' ? [{ sign: [] }] : [],
      responses: {
        '200': { description: 'Envelope', content: { 'application/json': { schema: response } } },
      },
    };
    if (e.method === 'GET') {
      const props = (request as { properties?: Record<string, unknown> }).properties ?? {};
      op.parameters = Object.entries(props).map(([pname, schema]) => ({
        name: pname,
        in: 'query',
        schema,
      }));
    } else {
      op.requestBody = { content: { 'application/json': { schema: request } } };
    }
    paths[e.path] = { ...(paths[e.path] ?? {}), [e.method.toLowerCase()]: op };
  }
  return {
    openapi: '3.1.0',
    info,
    components: {
      securitySchemes: { sign: { type: 'http', scheme: 'bearer', description: 'The sign token' } },
    },
    paths,
  };
}
