// TanStack Query with our defaults: no retry, no refetch on focus, no
// polling, never stale. Writes refetch what they touch explicitly. Every query
// names its own typed call (lib/api.ts); keys come from lib/query-keys.ts.
import { MutationCache, QueryCache, QueryClient } from "@tanstack/react-query";
import { handleUnauthorized } from "@/lib/unauthorized";
import { ApiError } from "@/lib/api";
import { queryKeys } from "@/lib/query-keys";

declare module "@tanstack/react-query" {
  interface Register {
    queryMeta: { ignoreUnauthorized?: boolean };
    mutationMeta: { ignoreUnauthorized?: boolean };
  }
}

export function createQueryClient(): QueryClient {
  /**
   * The instance came to require two-step sign-in while this member has none: the user is read
   * again, and its `twoFactorSetupRequired` takes the app to the setup page (app.tsx).
   */
  const setupRequired = (error: unknown) => {
    if (error instanceof ApiError && error.code === "two_factor_setup_required") void client.invalidateQueries({ queryKey: queryKeys.user });
  };
  const client = new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (!query.meta?.ignoreUnauthorized) handleUnauthorized(error);
        setupRequired(error);
      },
    }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => {
        if (!mutation.meta?.ignoreUnauthorized) handleUnauthorized(error);
        setupRequired(error);
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
  return client;
}

export const queryClient = createQueryClient();
