// The Decision Strategy Service API v1 as code: zod schemas and inferred types of every
// query, body, response and error. The server validates with them, the renderer parses
// with them, the OpenAPI document is generated from them.
export * from './fields.ts';
export * from './card-fields.ts';
export * from './table.ts';
export * from './strategy-query.ts';
export * from './strategy-body.ts';
export * from './audit.ts';
export * from './reasons.ts';
export * from './responses.ts';
export * from './errors.ts';
export * from './headers.ts';
export * from './extras.ts';
export * from './admin.ts';
export * from './jobs.ts';
