// Profile → Connected apps (docs/tools-and-mcp.md): the outside apps the member allowed with OAuth,
// GET /api/profile/apps and DELETE /api/profile/apps/{id} to disconnect one.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { OAuthScope } from "@shared/oauth";
import { answer, api } from "@/lib/api";
import { queryKeys } from "@/lib/query-keys";

/** The apps as the Profile list shows keys: named by the app, with what it may do (`describe`) under the name. */
export function useConnectedApps(describe: (scopes: readonly OAuthScope[]) => string) {
  return useQuery({
    queryKey: queryKeys.connectedApps,
    queryFn: () => answer(api.GET("/api/profile/apps")),
    select: (apps) => apps.map((app) => ({ ...app, name: app.clientName, detail: describe(app.scopes) })),
  });
}

export function useDisconnectApp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => answer(api.DELETE("/api/profile/apps/{id}", { params: { path: { id } } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.connectedApps }),
  });
}
