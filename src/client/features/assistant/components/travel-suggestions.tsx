// "Get Suggestions" (docs/product/assistant.md): destination and travel dates (required, free
// text), preferences and an optional budget, then a grid of suggestion cards.
import { useForm, type Resolver } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { Clock, Loader2, MapPin, MessageSquare, Sparkles, Wallet } from "lucide-react";
import {
  SUGGESTIONS_MISSING_INFO,
  travelSuggestionsInputSchema,
  type TravelSuggestion,
  type TravelSuggestionsRequest,
} from "@shared/chat";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { validationToast } from "@/components/form/form-errors";
import { InputField, TextareaField } from "@/components/form/form-field";
import { InlineForm } from "@/components/form/inline-form";
import { useT } from "@/lib/i18n";
import { useTravelSuggestions } from "../api/get-travel-suggestions";
import { SUGGESTION_TYPE_LABEL, SuggestionIcon } from "../lib/suggestion-meta";

interface FormValues {
  destination: string;
  dates: string;
  preferences: string;
  budget: string;
}

/**
 * Without a model nothing here could answer (the built-in assistant never
 * makes places up), so instead of a form that ends in an error the tab says so
 * and leads to what does work: the chat's answers about the trip.
 */
export function TravelSuggestions({ offline, onAskBuiltIn }: { offline: boolean; onAskBuiltIn: () => void }) {
  const t = useT();
  if (offline) {
    return (
      <Card data-testid="suggestions-need-model">
        <CardHeader>
          <CardTitle className="flex items-center gap-2">
            <Sparkles className="size-4 text-primary" aria-hidden /> {t("assistant.suggest.title")}
          </CardTitle>
          <CardDescription>{t("assistant.suggest.offlineHint")}</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-3">
          <p className="text-sm">{t("assistant.suggest.offlineWorks")}</p>
          <Button type="button" className="w-full sm:w-auto sm:justify-self-start" onClick={onAskBuiltIn}>
            <MessageSquare /> {t("assistant.suggest.askBuiltIn")}
          </Button>
        </CardContent>
      </Card>
    );
  }
  return <SuggestionsForm />;
}

function SuggestionsForm() {
  const generate = useTravelSuggestions();
  const form = useForm<FormValues, unknown, TravelSuggestionsRequest>({
    resolver: zodResolver(travelSuggestionsInputSchema) as unknown as Resolver<FormValues, unknown, TravelSuggestionsRequest>,
    defaultValues: { destination: "", dates: "", preferences: "", budget: "" },
  });
  const t = useT();

  const onSubmit = async (values: TravelSuggestionsRequest) => {
    await generate.mutateAsync(values);
  };
  // The schema's English message, translated like every form's (the errors catalogue).
  const onInvalid = () => validationToast(SUGGESTIONS_MISSING_INFO, t("assistant.suggest.missingInfo"));

  return (
    <div className="grid gap-4">
      <Card>
        <CardHeader>
          <CardTitle className="flex items-center gap-2">
            <Sparkles className="size-4 text-primary" aria-hidden /> {t("assistant.suggest.title")}
          </CardTitle>
          <CardDescription>{t("assistant.suggest.hint")}</CardDescription>
        </CardHeader>
        <CardContent>
          {/* The failure toast adds the server's message: "Failed to get travel suggestions: …". */}
          <InlineForm form={form} onSubmit={onSubmit} onInvalid={onInvalid} failure={t("assistant.suggest.failed")} className="grid gap-4 sm:grid-cols-2">
            <InputField form={form} name="destination" id="ts-destination" label={t("assistant.suggest.destination")} placeholder={t("assistant.suggest.destinationPlaceholder")} />
            <InputField form={form} name="dates" id="ts-dates" label={t("assistant.suggest.dates")} placeholder={t("assistant.suggest.datesPlaceholder")} />
            <TextareaField
              form={form}
              name="preferences"
              id="ts-preferences"
              label={t("assistant.suggest.preferences")}
              rows={2}
              placeholder={t("assistant.suggest.preferencesPlaceholder")}
              className="sm:col-span-2"
            />
            <InputField form={form} name="budget" id="ts-budget" label={t("assistant.suggest.budget")} placeholder={t("assistant.suggest.budgetPlaceholder")} />
            <div className="flex items-end">
              <Button type="submit" className="w-full sm:w-auto" disabled={generate.isPending}>
                {generate.isPending ? <Loader2 className="animate-spin" /> : <Sparkles />}
                {t(generate.isPending ? "assistant.suggest.pending" : "assistant.suggest.submit")}
              </Button>
            </div>
          </InlineForm>
        </CardContent>
      </Card>

      {generate.data && (
        <section aria-label={t("assistant.suggest.results")} className="grid gap-3 sm:grid-cols-2">
          {generate.data.map((s, i) => (
            <TravelSuggestionCard key={`${s.name}-${i}`} suggestion={s} />
          ))}
        </section>
      )}
    </div>
  );
}

function TravelSuggestionCard({ suggestion }: { suggestion: TravelSuggestion }) {
  const t = useT();
  return (
    <Card className="flex flex-col gap-2 p-4" data-testid="travel-suggestion">
      <div className="flex items-start gap-3">
        <span aria-hidden className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-secondary text-primary">
          <SuggestionIcon type={suggestion.type} className="size-4" />
        </span>
        <div className="min-w-0">
          <h3 className="font-semibold leading-tight break-words">{suggestion.name}</h3>
          <p className="mt-1 text-sm text-muted-foreground break-words">{suggestion.description}</p>
        </div>
      </div>
      <div className="mt-auto flex flex-wrap gap-1.5 pt-1">
        {suggestion.location && (
          <Badge variant="outline" className="max-w-full truncate">
            <MapPin aria-hidden /> {suggestion.location}
          </Badge>
        )}
        {suggestion.estimatedCost && (
          <Badge variant="accent">
            <Wallet aria-hidden /> {suggestion.estimatedCost}
          </Badge>
        )}
        {suggestion.duration && (
          <Badge variant="muted">
            <Clock aria-hidden /> {suggestion.duration}
          </Badge>
        )}
        <Badge variant="secondary" className="capitalize">{t(SUGGESTION_TYPE_LABEL[suggestion.type])}</Badge>
      </div>
    </Card>
  );
}
