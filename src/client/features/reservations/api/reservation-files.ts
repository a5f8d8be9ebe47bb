// Files kept on a reservation: GET and POST /api/reservations/{id}/files,
// DELETE /api/files/{id}; a file downloads from /api/files/{id}.
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { ReservationFile } from "@shared/files";
import { apiRequest } from "@/lib/api";

/** Under the trip's reservations, so a live change to the reservation refreshes its files too. */
export const reservationFilesQueryKey = (tripId: string, reservationId: string) => ["/api/trips", tripId, "reservations", reservationId, "files"] as const;
export const fileUrl = (fileId: string) => `/api/files/${encodeURIComponent(fileId)}`;

const filesUrl = (reservationId: string) => `/api/reservations/${encodeURIComponent(reservationId)}/files`;

export const reservationFilesQueryOptions = (tripId: string, reservationId: string) =>
  queryOptions({ queryKey: reservationFilesQueryKey(tripId, reservationId), queryFn: () => apiRequest<ReservationFile[]>("GET", filesUrl(reservationId)) });

export function useReservationFiles(tripId: string, reservationId: string, enabled = true) {
  return useQuery({ ...reservationFilesQueryOptions(tripId, reservationId), enabled });
}

export function useAddReservationFile(tripId: string, reservationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append("file", file, file.name);
      return apiRequest<ReservationFile>("POST", filesUrl(reservationId), form);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reservationFilesQueryKey(tripId, reservationId) }),
  });
}

export function useDeleteReservationFile(tripId: string, reservationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (fileId: string) => apiRequest<void>("DELETE", fileUrl(fileId)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reservationFilesQueryKey(tripId, reservationId) }),
  });
}
