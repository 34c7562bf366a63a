import type {
  OpenApiDocument,
  OpenApiOperation,
  OpenApiSecurityScheme,
  ParameterLocation,
} from '../../../../api/openapi-document';
import { dereference } from './resolve-ref';

/** One credential an alternative asks for: a scheme of the document, and where it travels. */
export interface Credential {
  /** The scheme's name in the document (`session`). */
  scheme: string;
  /** Its kind (`apiKey`, `http`, `oauth2`…); undefined when the document lacks the scheme. */
  type?: string;
  /** For an API key: where it travels and its name there (a `sid` cookie). */
  in?: ParameterLocation;
  name?: string;
  /** For HTTP authentication: `bearer`, `basic`… */
  httpScheme?: string;
  description?: string;
}

export interface OperationSecurity {
  /** Whether the caller must be signed in: see {@link operationSecurity}. */
  signInRequired: boolean;
  /** Any one of these lets the call through; each lists every credential it needs. */
  alternatives: readonly (readonly Credential[])[];
}

function credential(document: OpenApiDocument, scheme: string): Credential {
  const declared = dereference<OpenApiSecurityScheme>(
    document,
    document.components?.securitySchemes?.[scheme],
  );
  if (!declared) return { scheme };
  return {
    scheme,
    type: declared.type,
    ...(declared.in === undefined ? {} : { in: declared.in }),
    ...(declared.name === undefined ? {} : { name: declared.name }),
    ...(declared.scheme === undefined ? {} : { httpScheme: declared.scheme }),
    ...(declared.description === undefined ? {} : { description: declared.description }),
  };
}

/**
 * What an operation asks of its caller: its own `security`, else the document's. The
 * document's `security` is what applies by default, so its schemes are taken to be what
 * signing in gives (with none, every scheme is): an operation needs sign-in when every one of
 * its alternatives asks for one of them. Sign-in itself asks for a visitor's pre-session and
 * the CSRF token, not a session, so it needs none; an operation with `security: []` asks for
 * nothing.
 */
export function operationSecurity(
  operation: OpenApiOperation,
  document: OpenApiDocument,
): OperationSecurity {
  const requirements = operation.security ?? document.security ?? [];
  const signInSchemes = new Set((document.security ?? []).flatMap(Object.keys));
  const isSignIn = (scheme: string) => signInSchemes.size === 0 || signInSchemes.has(scheme);
  const signInRequired =
    requirements.length > 0 &&
    requirements.every((requirement) => Object.keys(requirement).some(isSignIn));
  const alternatives = requirements
    .map((requirement) => Object.keys(requirement).map((scheme) => credential(document, scheme)))
    .filter((alternative) => alternative.length > 0);
  return { signInRequired, alternatives };
}
