// TanStack Query with the docs/product/README.md defaults: no retry, no refetch on focus, no
// polling, never stale. Writes refetch what they touch explicitly.
import { MutationCache, QueryCache, QueryClient, type QueryFunction } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api";
import { handleUnauthorized } from "@/lib/unauthorized";

declare module "@tanstack/react-query" {
  interface Register {
    queryMeta: { ignoreUnauthorized?: boolean };
    mutationMeta: { ignoreUnauthorized?: boolean };
  }
}

/** docs/product/README.md: a query key's segments joined by "/" are the GET URL. */
export const defaultQueryFn: QueryFunction = ({ queryKey }) =>
  apiRequest("GET", queryKey.map(String).join("/"));

export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (!query.meta?.ignoreUnauthorized) handleUnauthorized(error);
      },
    }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => {
        if (!mutation.meta?.ignoreUnauthorized) handleUnauthorized(error);
      },
    }),
    defaultOptions: {
      queries: {
        queryFn: defaultQueryFn,
        retry: false,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        staleTime: Infinity,
      },
      mutations: { retry: false },
    },
  });
}

export const queryClient = createQueryClient();
