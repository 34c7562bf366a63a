import { queryOptions } from '@tanstack/react-query';
import { api } from './client';

/**
 * A JSON Schema (2020-12, as OpenAPI 3.1 uses it): the keywords the API reference reads. A
 * schema may also be `true` (anything) or `false` (nothing).
 */
export type JsonSchema = boolean | JsonSchemaObject;

export interface JsonSchemaObject {
  $ref?: string;
  title?: string;
  description?: string;
  /** A type name, or several (`['string', 'null']` for a nullable string). */
  type?: string | readonly string[];
  enum?: readonly unknown[];
  const?: unknown;
  default?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  /** The limit itself in OpenAPI 3.1; in 3.0, a flag saying `minimum` is exclusive. */
  exclusiveMinimum?: number | boolean;
  /** The limit itself in OpenAPI 3.1; in 3.0, a flag saying `maximum` is exclusive. */
  exclusiveMaximum?: number | boolean;
  multipleOf?: number;
  minItems?: number;
  maxItems?: number;
  uniqueItems?: boolean;
  items?: JsonSchema;
  properties?: Readonly<Record<string, JsonSchema>>;
  required?: readonly string[];
  additionalProperties?: JsonSchema;
  oneOf?: readonly JsonSchema[];
  anyOf?: readonly JsonSchema[];
  allOf?: readonly JsonSchema[];
  /** OpenAPI 3.0's way of saying a value may be null. */
  nullable?: boolean;
  deprecated?: boolean;
}

/** A `$ref` in place of a parameter, a request body, a response or a header. */
export interface OpenApiReference {
  $ref: string;
}

export type ParameterLocation = 'query' | 'path' | 'header' | 'cookie';

export interface OpenApiParameter {
  name: string;
  in: ParameterLocation;
  required?: boolean;
  deprecated?: boolean;
  description?: string;
  schema?: JsonSchema;
}

export interface OpenApiMediaType {
  schema?: JsonSchema;
}

export interface OpenApiRequestBody {
  description?: string;
  required?: boolean;
  content?: Readonly<Record<string, OpenApiMediaType>>;
}

export interface OpenApiHeader {
  description?: string;
  required?: boolean;
  schema?: JsonSchema;
}

export interface OpenApiResponse {
  description?: string;
  headers?: Readonly<Record<string, OpenApiHeader | OpenApiReference>>;
  content?: Readonly<Record<string, OpenApiMediaType>>;
}

/** Alternatives: any one entry, each scheme of which must be given, lets the call through. */
export type SecurityRequirement = Readonly<Record<string, readonly string[]>>;

export interface OpenApiOperation {
  operationId?: string;
  summary?: string;
  description?: string;
  tags?: readonly string[];
  deprecated?: boolean;
  parameters?: readonly (OpenApiParameter | OpenApiReference)[];
  requestBody?: OpenApiRequestBody | OpenApiReference;
  responses?: Readonly<Record<string, OpenApiResponse | OpenApiReference>>;
  /** The document's `security` applies when absent; `[]` means no credentials at all. */
  security?: readonly SecurityRequirement[];
}

export const httpMethods = [
  'get',
  'put',
  'post',
  'delete',
  'options',
  'head',
  'patch',
  'trace',
] as const;

export type HttpMethod = (typeof httpMethods)[number];

export type OpenApiPathItem = Partial<Record<HttpMethod, OpenApiOperation>> & {
  /** Parameters every operation of the path takes. */
  parameters?: readonly (OpenApiParameter | OpenApiReference)[];
};

export interface OpenApiSecurityScheme {
  type: string;
  description?: string;
  /** For API keys: where the key travels, and its name there. */
  in?: ParameterLocation;
  name?: string;
  /** For HTTP authentication: `bearer`, `basic`… */
  scheme?: string;
}

export interface OpenApiTag {
  name: string;
  description?: string;
}

/** The parts of an OpenAPI 3 document the API reference page reads; the rest is ignored. */
export interface OpenApiDocument {
  openapi: string;
  info: { title: string; version: string; description?: string };
  tags?: readonly OpenApiTag[];
  paths?: Readonly<Record<string, OpenApiPathItem>>;
  components?: {
    schemas?: Readonly<Record<string, JsonSchema>>;
    securitySchemes?: Readonly<Record<string, OpenApiSecurityScheme | OpenApiReference>>;
  };
  security?: readonly SecurityRequirement[];
}

/** The answer to the reference's request was something other than an OpenAPI 3 document. */
export class NotOpenApiDocumentError extends Error {
  constructor() {
    super('The answer is not an OpenAPI 3 document');
    this.name = 'NotOpenApiDocumentError';
  }
}

function isOpenApiDocument(value: unknown): value is OpenApiDocument {
  if (typeof value !== 'object' || value === null) return false;
  const { openapi, info } = value as Partial<Record<keyof OpenApiDocument, unknown>>;
  return (
    typeof openapi === 'string' &&
    openapi.startsWith('3.') &&
    typeof info === 'object' &&
    info !== null &&
    typeof (info as { title?: unknown }).title === 'string'
  );
}

/** The OpenAPI document the API serves, which the API reference page renders. */
export const openApiDocumentQueryOptions = () =>
  queryOptions({
    queryKey: ['openapi-document'],
    queryFn: async ({ signal }) => {
      // The document is no envelope, and the client hands such an answer back as it is, so
      // the one client every call goes through fits (its language header, its handling of
      // failures). Silent: the page shows a failure itself, with a retry; a toast would say
      // it twice.
      const answer = await api.get<unknown>('/api/openapi.json', undefined, {
        signal,
        silent: true,
      });
      if (!isOpenApiDocument(answer)) throw new NotOpenApiDocumentError();
      return answer;
    },
    // It changes only with a deploy of the API, and a deploy brings a new console too.
    staleTime: Number.POSITIVE_INFINITY,
  });
