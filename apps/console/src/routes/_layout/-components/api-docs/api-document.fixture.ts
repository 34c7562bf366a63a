import committed from '../../../../../../api/openapi.json';
import type { OpenApiDocument } from '../../../../api/openapi-document';

/**
 * The API's own document as committed (`apps/api/openapi.json`, kept current by the API's
 * tests): the functions of the reference must read what the API really writes. JSON's
 * inferred types are wider than the document's (`in` is any string), hence the assertion.
 */
export const apiDocument = committed as unknown as OpenApiDocument;
