import { createContext, useContext } from 'react';
import type { OpenApiDocument } from '../../../../api/openapi-document';

/** The document the reference shows, for the parts deep inside it that resolve references. */
export const ApiDocumentContext = createContext<OpenApiDocument | null>(null);

export function useApiDocument(): OpenApiDocument {
  const document = useContext(ApiDocumentContext);
  if (!document) throw new Error('useApiDocument must be used inside <ApiDocumentContext>');
  return document;
}
