// Every request and response schema converts to JSON Schema the way
// fastify-type-provider-zod 7 converts it for the OpenAPI document: requests with
// io 'input', responses with io 'output', targets openapi-3.0 and draft-2020-12.
// Conversions run with unrepresentable 'throw' too: a transform left where the document
// would show `{}` (or where the serializer would have to encode it) fails here.
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createJsonSchemaTransform } from 'fastify-type-provider-zod';
import * as contract from './index.ts';

const querySchemas = {
  strategyQuerySchema: contract.strategyQuerySchema,
  nodeMixQuerySchema: contract.nodeMixQuerySchema,
  usageQuerySchema: contract.usageQuerySchema,
  coverageQuerySchema: contract.coverageQuerySchema,
};
const bodySchemas = {
  strategyBodySchema: contract.strategyBodySchema,
  postflopBodySchema: contract.postflopBodySchema,
  preflopBodySchema: contract.preflopBodySchema,
  discoveryBodySchema: contract.discoveryBodySchema,
  createKeyBodySchema: contract.createKeyBodySchema,
  syncStartBodySchema: contract.syncStartBodySchema,
  jobCreateBodySchema: contract.jobCreateBodySchema,
};
const responseSchemas = {
  getStrategyResponseSchema: contract.getStrategyResponseSchema,
  postStrategyResponseSchema: contract.postStrategyResponseSchema,
  getDecisionResponseSchema: contract.getDecisionResponseSchema,
  postDecisionResponseSchema: contract.postDecisionResponseSchema,
  discoveryResponseSchema: contract.discoveryResponseSchema,
  healthResponseSchema: contract.healthResponseSchema,
  errorBodySchema: contract.errorBodySchema,
  coverageResponseSchema: contract.coverageResponseSchema,
  usageResponseSchema: contract.usageResponseSchema,
  nodeMixResponseSchema: contract.nodeMixResponseSchema,
  adminConfigResponseSchema: contract.adminConfigResponseSchema,
  adminKeysResponseSchema: contract.adminKeysResponseSchema,
  createKeyResponseSchema: contract.createKeyResponseSchema,
  treeSetsResponseSchema: contract.treeSetsResponseSchema,
  syncStatusResponseSchema: contract.syncStatusResponseSchema,
  jobsResponseSchema: contract.jobsResponseSchema,
};
const requestSchemas = { ...querySchemas, ...bodySchemas };

/** Every zod schema the contract exports. */
const exportedSchemas = Object.entries(contract).filter(([, value]) => value instanceof z.ZodType) as [string, z.ZodType][];

describe('JSON Schema conversion', () => {
  it('classifies every exported request and response schema in this test', () => {
    const named = new Set([...Object.keys(requestSchemas), ...Object.keys(responseSchemas)]);
    const routeLevel = exportedSchemas.map(([name]) => name).filter((name) => /(Query|Body|Response)Schema$/.test(name));
    expect(routeLevel.filter((name) => !named.has(name))).toEqual([]);
  });

  it.each(exportedSchemas)('%s converts in both directions with unrepresentable any', (_name, schema) => {
    for (const io of ['input', 'output'] as const) {
      for (const target of ['openapi-3.0', 'draft-2020-12'] as const) {
        expect(() => z.toJSONSchema(schema, { io, target, unrepresentable: 'any', cycles: 'ref', reused: 'inline' })).not.toThrow();
      }
    }
  });

  it.each(Object.entries(requestSchemas))('request %s converts as input with no unrepresentable part', (_name, schema) => {
    expect(() => z.toJSONSchema(schema, { io: 'input', unrepresentable: 'throw' })).not.toThrow();
  });

  it.each(Object.entries(responseSchemas))('response %s converts as output with no unrepresentable part', (_name, schema) => {
    expect(() => z.toJSONSchema(schema, { io: 'output', unrepresentable: 'throw' })).not.toThrow();
  });

  it.each(Object.entries(querySchemas))('query %s is a closed object, so swagger can list its parameters', (_name, schema) => {
    const json = z.toJSONSchema(schema, { io: 'input' });
    expect(json.type).toBe('object');
    expect(json.additionalProperties).toBe(false);
  });

  it('documents the POST body as the three shapes', () => {
    const json = z.toJSONSchema(contract.strategyBodySchema, { io: 'input' });
    expect(json.anyOf).toHaveLength(3);
  });

  it('documents the GET query parameters with their rules', () => {
    const json = z.toJSONSchema(contract.strategyQuerySchema, { io: 'input' }) as { properties: Record<string, { pattern?: string; enum?: string[] }>; required: string[] };
    expect(Object.keys(json.properties)).toEqual([
      'platform', 'stakes', 'playerType', 'situation', 'position', 'flop', 'turn', 'river', 'node', 'hand', 'verbosity', 'discovery', 'audit',
    ]);
    expect(json.required).toEqual(['platform', 'stakes', 'playerType', 'situation', 'position', 'flop', 'node']);
    expect(json.properties.audit.enum).toEqual(['true', 'false']);
    expect(new RegExp(json.properties.flop.pattern!).test('asKD7h')).toBe(true);
  });

  describe.each(['3.0.3', '3.1.0'])('through fastify-type-provider-zod for OpenAPI %s', (openapi) => {
    const transform = createJsonSchemaTransform({});
    const route = (schema: Record<string, unknown>) =>
      transform({ openapiObject: { openapi }, url: '/v1/test', route: {}, schema } as unknown as Parameters<typeof transform>[0]);

    it.each(Object.entries(querySchemas))('querystring %s', (_name, schema) => {
      expect(() => route({ querystring: schema })).not.toThrow();
    });

    it.each(Object.entries(bodySchemas))('body %s', (_name, schema) => {
      expect(() => route({ body: schema })).not.toThrow();
    });

    it.each(Object.entries(responseSchemas))('response %s', (_name, schema) => {
      expect(() => route({ response: { 200: schema, ...contract.errorResponses('validation_error') } })).not.toThrow();
    });
  });
});
