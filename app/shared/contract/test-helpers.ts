// Helpers for the contract tests: parse and flatten the result into dotted-path issues.
import type { z } from 'zod';
import { type ErrorIssue, errorIssuesOf } from './errors.ts';

export function issuesOf(schema: z.ZodType, input: unknown): ErrorIssue[] {
  const result = schema.safeParse(input);
  return result.success ? [] : errorIssuesOf(result.error.issues);
}

/** The single issue at `path`, or a descriptive failure. */
export function issueAt(schema: z.ZodType, input: unknown, path: string): ErrorIssue {
  const issues = issuesOf(schema, input);
  const found = issues.filter((issue) => issue.path === path);
  if (found.length !== 1) {
    throw new Error(`expected one issue at "${path}", got ${JSON.stringify(issues)}`);
  }
  return found[0];
}

export function parsed<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (!result.success) throw new Error(`expected success, got ${JSON.stringify(errorIssuesOf(result.error.issues))}`);
  return result.data;
}
