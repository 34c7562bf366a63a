import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

const common = {
  allErrors: true,
  useDefaults: true,
  removeAdditional: false,
  strict: false,
} as const;

/**
 * Two validators: query strings and path params arrive as text and are coerced to their types;
 * JSON bodies are taken as sent, so a number where a string belongs is an error, not a guess.
 * Unknown fields are refused everywhere rather than silently dropped.
 */
export const validation = fp(
  async (app: FastifyInstance) => {
    const coercing = addFormats.default(new Ajv.default({ ...common, coerceTypes: 'array' }));
    const strict = addFormats.default(new Ajv.default({ ...common, coerceTypes: false }));
    app.setValidatorCompiler(({ schema, httpPart }) =>
      (httpPart === 'body' ? strict : coercing).compile(schema),
    );
  },
  { name: 'validation' },
);
