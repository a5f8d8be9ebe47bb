// DELETE /api/auth/account with the typed email; afterwards nothing cached survives.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "react-router";
import type { DeleteAccountInput } from "@shared/profile";
import { userQueryKey } from "@/features/auth";
import { answer, api } from "@/lib/api";
import { writeSelectedTripId } from "@/lib/selected-trip";

export const deleteAccount = (body: DeleteAccountInput) => answer(api.DELETE("/api/auth/account", { body }));

export function useDeleteAccount() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: deleteAccount,
    onSuccess: () => {
      writeSelectedTripId(null);
      queryClient.setQueryData(userQueryKey, null);
      queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== userQueryKey[0] });
      navigate("/login", { replace: true });
    },
  });
}
