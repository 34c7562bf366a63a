import { describe, expect, it } from 'vitest';
import type { OpenApiDocument, OpenApiOperation } from '../../../../api/openapi-document';
import { apiDocument } from './api-document.fixture';
import { operationSecurity } from './operation-security';

const document: OpenApiDocument = {
  openapi: '3.1.0',
  info: { title: 'Test', version: '1' },
  components: {
    securitySchemes: {
      session: { type: 'apiKey', in: 'cookie', name: 'sid', description: 'The session' },
      preSession: { type: 'apiKey', in: 'cookie', name: 'psid' },
      xsrfHeader: { type: 'apiKey', in: 'header', name: 'X-XSRF-TOKEN' },
      bearer: { type: 'http', scheme: 'bearer' },
    },
  },
  security: [{ session: [] }],
};

describe('operationSecurity', () => {
  it("takes the document's security by default: signing in is what it asks for", () => {
    expect(operationSecurity({}, document)).toEqual({
      signInRequired: true,
      alternatives: [
        [
          {
            scheme: 'session',
            type: 'apiKey',
            in: 'cookie',
            name: 'sid',
            description: 'The session',
          },
        ],
      ],
    });
  });

  it('asks for nothing when the operation says security: []', () => {
    expect(operationSecurity({ security: [] }, document)).toEqual({
      signInRequired: false,
      alternatives: [],
    });
  });

  it('needs sign-in only when every alternative asks for a scheme of the default', () => {
    const both = { security: [{ session: [], xsrfHeader: [] }] };
    expect(operationSecurity(both, document).signInRequired).toBe(true);
    const preSessionOrSession: OpenApiOperation = {
      security: [{ preSession: [], xsrfHeader: [] }, { session: [] }],
    };
    expect(operationSecurity(preSessionOrSession, document)).toMatchObject({
      signInRequired: false,
      alternatives: [
        [
          { scheme: 'preSession', in: 'cookie', name: 'psid' },
          { scheme: 'xsrfHeader', in: 'header', name: 'X-XSRF-TOKEN' },
        ],
        [{ scheme: 'session' }],
      ],
    });
    // `{}` among the alternatives: credentials are optional.
    expect(operationSecurity({ security: [{}, { session: [] }] }, document).signInRequired).toBe(
      false,
    );
  });

  it('counts every scheme as sign-in when the document sets no default, and names unknown schemes', () => {
    const { security: _, ...withoutDefault } = document;
    expect(operationSecurity({ security: [{ bearer: [] }] }, withoutDefault)).toEqual({
      signInRequired: true,
      alternatives: [[{ scheme: 'bearer', type: 'http', httpScheme: 'bearer' }]],
    });
    expect(operationSecurity({ security: [{ unknown: [] }] }, withoutDefault).alternatives).toEqual(
      [[{ scheme: 'unknown' }]],
    );
  });

  it("reads the API's document: creating a user needs sign-in, signing in and the health probe do not", () => {
    const operation = (path: string, method: 'get' | 'post') =>
      apiDocument.paths?.[path]?.[method] ?? {};
    expect(
      operationSecurity(operation('/api/sys_users/create', 'post'), apiDocument).signInRequired,
    ).toBe(true);
    expect(
      operationSecurity(operation('/api/login/account', 'post'), apiDocument).signInRequired,
    ).toBe(false);
    expect(operationSecurity(operation('/api/health/live', 'get'), apiDocument)).toEqual({
      signInRequired: false,
      alternatives: [],
    });
  });
});
