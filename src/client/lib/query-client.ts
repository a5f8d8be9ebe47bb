// TanStack Query with our defaults: no retry, no refetch on focus, no
// polling, never stale. Writes refetch what they touch explicitly. Every query
// names its own typed call (lib/api.ts); keys come from lib/query-keys.ts.
import { MutationCache, QueryCache, QueryClient } from "@tanstack/react-query";
import { handleUnauthorized } from "@/lib/unauthorized";

declare module "@tanstack/react-query" {
  interface Register {
    queryMeta: { ignoreUnauthorized?: boolean };
    mutationMeta: { ignoreUnauthorized?: boolean };
  }
}

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
