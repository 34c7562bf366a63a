import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router';

export const Route = createFileRoute('/_layout/api-docs')({
  // The header's documentation link leads here; the menu leaves it out.
  staticData: { menu: { name: 'menu.apiDocs', hidden: true } },
  // The loader travels with the page's code, not in the entry every page loads: it needs the
  // code anyway to render, and hovering the header's link (the router preloads on intent)
  // fetches both. The page shows skeletons until the document arrives.
  loader: async ({ context }) => {
    const { openApiDocumentQueryOptions } = await import('../../api/openapi-document');
    void context.queryClient.prefetchQuery(openApiDocumentQueryOptions());
  },
  component: lazyRouteComponent(() => import('./-components/api-docs/ApiDocsPage'), 'ApiDocsPage'),
});
