import type { FastifySchemaValidationError } from 'fastify/types/schema.js';
import { limits } from '../../contract/limits.js';
import type { FieldProblem } from '../../errors.js';

const specific: Record<string, FieldProblem['message']> = {
  required: 'required',
  additionalProperties: 'unknownField',
  minLength: 'minLength',
  maxLength: 'maxLength',
  minimum: 'minimum',
  maximum: 'maximum',
  pattern: 'pattern',
  format: 'type',
};

function fieldOf(error: FastifySchemaValidationError): string {
  const params = error.params as Record<string, unknown>;
  if (error.keyword === 'required') return String(params.missingProperty);
  if (error.keyword === 'additionalProperties') return String(params.additionalProperty);
  return error.instancePath.replace(/^\//, '').split('/')[0] || 'body';
}

function problemOf(error: FastifySchemaValidationError): FieldProblem {
  const params = error.params as Record<string, unknown>;
  const field = fieldOf(error);
  const limit = typeof params.limit === 'number' ? { limit: params.limit } : undefined;
  if (error.keyword === 'format') {
    const format = String(params.format);
    return {
      field,
      rule: format,
      message: format === 'email' ? 'email' : format === 'uri' ? 'url' : 'type',
    };
  }
  if (error.keyword === 'pattern' && params.pattern === limits.url.pattern) {
    return { field, rule: 'url', message: 'url' };
  }
  const message = specific[error.keyword];
  if (message) return { field, rule: error.keyword, message, ...(limit ? { params: limit } : {}) };
  if (['const', 'enum', 'anyOf'].includes(error.keyword))
    return { field, rule: 'enum', message: 'enum' };
  return { field, rule: 'type', message: 'type' };
}

/** How telling each rule is: a union reports every branch, and the narrowest one says most. */
function weight(problem: FieldProblem): number {
  if (problem.rule === 'type') return 0;
  if (problem.rule === 'enum') return 1;
  return 2;
}

/** One problem per field, the most telling of what ajv reported for it. */
export function fieldProblems(errors: FastifySchemaValidationError[]): FieldProblem[] {
  const byField = new Map<string, FieldProblem>();
  for (const error of errors) {
    const problem = problemOf(error);
    const known = byField.get(problem.field);
    if (!known || weight(problem) > weight(known)) byField.set(problem.field, problem);
  }
  return [...byField.values()];
}
