// The consent screen's two calls (docs/tools-and-mcp.md): what an app's authorization request asks
// for, and the member's answer, which says where the browser goes next (back to the app).
import { useMutation, useQuery } from "@tanstack/react-query";
import type { ConsentRequest } from "@shared/oauth";
import { answer, api } from "@/lib/api";

export function useConsentInfo(request: ConsentRequest) {
  return useQuery({
    queryKey: ["/api/oauth/consent", request],
    queryFn: () => answer(api.GET("/api/oauth/consent", { params: { query: request } })),
    // A refused request stays refused: nothing to retry.
    retry: false,
  });
}

export function useConsentDecision() {
  return useMutation({ mutationFn: (body: ConsentRequest & { allow: boolean }) => answer(api.POST("/api/oauth/consent", { body })) });
}
