import type { MessageKey } from '@org/admin-shell';
import type { ParameterLocation } from '../../../../api/openapi-document';

/** Where a parameter or a credential travels, in the page's language. */
export const locationLabels: Record<ParameterLocation, MessageKey> = {
  path: 'apiDocs.in.path',
  query: 'apiDocs.in.query',
  header: 'apiDocs.in.header',
  cookie: 'apiDocs.in.cookie',
};
