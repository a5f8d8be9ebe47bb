// Files kept on a reservation: GET and POST /api/reservations/{id}/files,
// DELETE /api/files/{id}; a file downloads from /api/files/{id}.
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { answer, api, apiUrl } from "@/lib/api";
import { queryKeys } from "@/lib/query-keys";
import { reservationsQueryKey } from "./get-reservations";

/** Under the trip's reservations, so a live change to the reservation refreshes its files too. */
export const reservationFilesQueryKey = (tripId: string, reservationId: string) => queryKeys.ofTrip(tripId, "reservations", reservationId, "files");
export const fileUrl = (fileId: string) => apiUrl("/api/files/{id}", { id: fileId });

export const reservationFilesQueryOptions = (tripId: string, reservationId: string) =>
  queryOptions({ queryKey: reservationFilesQueryKey(tripId, reservationId), queryFn: () => answer(api.GET("/api/reservations/{id}/files", { params: { path: { id: reservationId } } })) });

export function useReservationFiles(tripId: string, reservationId: string, enabled = true) {
  return useQuery({ ...reservationFilesQueryOptions(tripId, reservationId), enabled });
}

export function useAddReservationFile(tripId: string, reservationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append("file", file, file.name);
      // The route reads multipart itself: its document names no JSON body.
      return answer(api.POST("/api/reservations/{id}/files", { params: { path: { id: reservationId } }, body: form as never }));
    },
    // The trip's reservations (a prefix of the files' key): the card counts the files.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reservationsQueryKey(tripId) }),
  });
}

export function useDeleteReservationFile(tripId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (fileId: string) => answer(api.DELETE("/api/files/{id}", { params: { path: { id: fileId } } })),
    // The trip's reservations (a prefix of the files' key): the card counts the files.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reservationsQueryKey(tripId) }),
  });
}
