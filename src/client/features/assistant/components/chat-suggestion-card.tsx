// A suggestion the assistant made in chat, with an accept button for editors
// and admins that adds it to the itinerary or the reservations.
import { Check, Loader2, Plus, Star } from "lucide-react";
import { useState } from "react";
import type { Suggestion } from "@shared/chat";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { notifyError, notifySuccess } from "@/lib/notify";
import { useT } from "@/lib/i18n";
import { useAcceptSuggestion } from "../api/accept-suggestion";
import { SUGGESTION_TYPE_LABEL, SuggestionIcon } from "../lib/suggestion-meta";

export function ChatSuggestionCard({ tripId, suggestion, canAccept }: { tripId: string; suggestion: Suggestion; canAccept: boolean }) {
  const accept = useAcceptSuggestion(tripId);
  const [added, setAdded] = useState<null | "itinerary" | "reservation">(null);
  const t = useT();

  const onAccept = () =>
    accept.mutate(suggestion, {
      onSuccess: (result) => {
        setAdded(result.type);
        notifySuccess(t(result.type === "itinerary" ? "assistant.suggestion.addedToItinerary" : "assistant.suggestion.addedAsReservation"), suggestion.name);
      },
      // notifyError adds the server's message: "Failed to add suggestion: …".
      onError: (error) => notifyError(error, t("common.error"), t("assistant.suggestion.addFailed")),
    });

  return (
    <div className="flex gap-3 rounded-lg border bg-card p-3 text-card-foreground" data-testid="chat-suggestion">
      <span aria-hidden className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-secondary text-primary">
        <SuggestionIcon type={suggestion.type} className="size-4" />
      </span>
      <div className="min-w-0 flex-1 space-y-1.5">
        <p className="font-medium leading-tight break-words">{suggestion.name}</p>
        {suggestion.description && <p className="text-xs text-muted-foreground break-words">{suggestion.description}</p>}
        <div className="flex flex-wrap gap-1.5">
          <Badge variant="secondary" className="capitalize">{t(SUGGESTION_TYPE_LABEL[suggestion.type])}</Badge>
          {suggestion.location && <Badge variant="outline" className="max-w-full truncate">{suggestion.location}</Badge>}
          {suggestion.cost && <Badge variant="accent">{suggestion.cost}</Badge>}
          {suggestion.rating !== null && (
            <Badge variant="muted">
              <Star aria-hidden /> {suggestion.rating.toFixed(1)}/5.0
            </Badge>
          )}
        </div>
      </div>
      {canAccept && (
        <Button
          size="sm"
          variant={added ? "secondary" : "default"}
          className="self-start"
          disabled={accept.isPending || added !== null}
          onClick={onAccept}
          aria-label={t(added ? "assistant.suggestion.addedLabel" : "assistant.suggestion.addLabel", { name: suggestion.name })}
        >
          {accept.isPending ? <Loader2 className="animate-spin" /> : added ? <Check /> : <Plus />}
          {t(added ? "assistant.suggestion.added" : "assistant.suggestion.add")}
        </Button>
      )}
    </div>
  );
}
