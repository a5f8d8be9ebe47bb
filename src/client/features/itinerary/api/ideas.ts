// Ideas (docs/product/ideas.md): places without a date. A 👍 queues on the device when offline
// (lib/offline-writes.ts), as the other writes do; an idea is added as a place is (useAddPlace,
// without its date); importing a list needs the server to read the file and look places up.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { Idea, PlacesImportResult } from "@shared/ideas";
import { answer, api, apiUrl } from "@/lib/api";
import { queryKeys } from "@/lib/query-keys";
import { queuedWrite, useQueuedWrite } from "@/lib/offline-writes";

export const ideasQueryKey = (tripId: string) => queryKeys.ofTrip(tripId, "ideas");

export function useIdeas(tripId: string) {
  return useQuery({
    queryKey: ideasQueryKey(tripId),
    queryFn: () => answer(api.GET("/api/trips/{tripId}/ideas", { params: { path: { tripId } } })),
  });
}

/** 👍 or takes it back; the count moves at once, and the server's answer settles it. */
export function useLikeIdea(tripId: string) {
  const send = useQueuedWrite<Idea>();
  const queryClient = useQueryClient();
  return (idea: Idea, liked: boolean) => {
    queryClient.setQueryData<Idea[]>(ideasQueryKey(tripId), (list) =>
      list?.map((i) => (i.id === idea.id && i.likedByMe !== liked ? { ...i, likedByMe: liked, likes: i.likes + (liked ? 1 : -1) } : i)),
    );
    return send(
      queuedWrite({
        method: liked ? "PUT" : "DELETE",
        url: apiUrl("/api/places/{id}/like", { id: idea.id }),
        label: idea.name,
        kind: "itinerary",
        invalidate: [ideasQueryKey(tripId)],
      }),
    );
  };
}

export function useImportPlaces(tripId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File): Promise<PlacesImportResult> => {
      const form = new FormData();
      form.append("file", file, file.name);
      // The route reads multipart itself: its document names no JSON body.
      return answer(api.POST("/api/trips/{tripId}/imports/places", { params: { path: { tripId } }, body: form as never }));
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ideasQueryKey(tripId) }),
  });
}
