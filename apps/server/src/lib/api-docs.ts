import { z } from 'zod';
import type { Endpoint } from '@app/contract';

/**
 * The OpenAPI view of a declared call, generated from the contract's zod schemas:
 * request (query for GET, JSON or multipart body otherwise, path params), the session header,
 * and the envelope `{code, msg, data}` with `data` as the call's output schema. It is used for
 * /docs only; validation stays with the zod schemas in lib/endpoints.ts.
 */
type JsonSchema = Record<string, unknown>;

const toSchema = (schema: z.ZodType, io: 'input' | 'output'): JsonSchema => {
  const json = z.toJSONSchema(schema, { io, target: 'openapi-3.0', unrepresentable: 'any' }) as JsonSchema;
  delete json.$schema;
  return json;
};

const pathParams = (path: string) => [...path.matchAll(/:([A-Za-z_]+)/g)].map((m) => m[1]!);

/** Drops path params from the input schema's properties (they travel in the path). */
function withoutParams(schema: JsonSchema, params: string[]): JsonSchema {
  const properties = schema.properties as Record<string, unknown> | undefined;
  if (!properties || !params.length) return schema;
  const rest = Object.fromEntries(Object.entries(properties).filter(([k]) => !params.includes(k)));
  const required = Array.isArray(schema.required)
    ? (schema.required as string[]).filter((k) => !params.includes(k))
    : undefined;
  return { ...schema, properties: rest, ...(required ? { required } : {}) };
}

export function endpointDocSchema(endpoint: Endpoint): JsonSchema {
  const params = pathParams(endpoint.path);
  const input = withoutParams(toSchema(endpoint.input, 'input'), params);
  const doc: JsonSchema = { summary: endpoint.summary };
  if (params.length)
    doc.params = {
      type: 'object',
      properties: Object.fromEntries(params.map((p) => [p, { type: 'string' }])),
      required: params,
    };
  if (endpoint.access.kind !== 'public')
    doc.headers = {
      type: 'object',
      properties: { batoken: { type: 'string', description: 'session token (login answer)' } },
      required: ['batoken'],
    };
  if (endpoint.method === 'GET') doc.querystring = input;
  else if (endpoint.upload) {
    doc.consumes = ['multipart/form-data'];
    const properties = (input.properties as Record<string, unknown> | undefined) ?? {};
    doc.body = {
      type: 'object',
      properties: {
        ...properties,
        file: {
          type: 'string',
          format: 'binary',
          description: `${endpoint.upload.extensions.join('/')}, at most ${endpoint.upload.maxBytes} bytes`,
        },
      },
      required: ['file'],
    };
  } else doc.body = input;
  const data = endpoint.answer === 'blob' ? { type: 'string', format: 'binary' } : toSchema(endpoint.output, 'output');
  doc.response = {
    200: {
      description: endpoint.answer === 'blob' ? 'the file, or the envelope when refused' : 'the envelope',
      type: 'object',
      properties: {
        code: {
          type: 'integer',
          description: '1 success; 601 warning; 403 no right; 303/409 session expired; 500 fault',
        },
        msg: { type: 'string' },
        data,
      },
      required: ['code', 'msg'],
    },
  };
  return doc;
}
