// "Get Suggestions" (spec §2): destination and travel dates (required, free
// text), preferences and an optional budget, then a grid of suggestion cards.
import { useForm, type Resolver } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { Clock, Loader2, MapPin, Sparkles, Wallet } from "lucide-react";
import {
  SUGGESTIONS_MISSING_INFO,
  travelSuggestionsInputSchema,
  type TravelSuggestion,
  type TravelSuggestionsRequest,
} from "@shared/chat";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/components/ui/use-toast";
import { errorDescription } from "@/lib/api";
import { notifyError } from "@/lib/notify";
import { useTravelSuggestions } from "../api/get-travel-suggestions";
import { SuggestionIcon } from "../lib/suggestion-meta";

interface FormValues {
  destination: string;
  dates: string;
  preferences: string;
  budget: string;
}

export function TravelSuggestions({ offline }: { offline: boolean }) {
  const generate = useTravelSuggestions();
  const form = useForm<FormValues, unknown, TravelSuggestionsRequest>({
    resolver: zodResolver(travelSuggestionsInputSchema) as unknown as Resolver<FormValues, unknown, TravelSuggestionsRequest>,
    defaultValues: { destination: "", dates: "", preferences: "", budget: "" },
  });
  const { errors } = form.formState;

  const onValid = (values: TravelSuggestionsRequest) =>
    generate.mutate(values, {
      onError: (error) => notifyError(error, "Error", `Failed to get travel suggestions${suffix(error)}`),
    });
  const onInvalid = () => toast({ title: "Missing Information", description: SUGGESTIONS_MISSING_INFO, variant: "destructive" });

  return (
    <div className="grid gap-4">
      <Card>
        <CardHeader>
          <CardTitle className="flex items-center gap-2">
            <Sparkles className="size-4 text-primary" aria-hidden /> Get travel suggestions
          </CardTitle>
          <CardDescription>
            {offline
              ? "Suggestions of new places need an AI model; the built-in offline assistant never makes places up."
              : "Tell the assistant where and when you travel and what you like."}
          </CardDescription>
        </CardHeader>
        <CardContent>
          <form className="grid gap-4 sm:grid-cols-2" onSubmit={form.handleSubmit(onValid, onInvalid)} noValidate>
            <div className="grid gap-1.5">
              <Label htmlFor="ts-destination">Destination *</Label>
              <Input id="ts-destination" placeholder="e.g. Lisbon, Portugal" aria-invalid={!!errors.destination} {...form.register("destination")} />
            </div>
            <div className="grid gap-1.5">
              <Label htmlFor="ts-dates">Travel dates *</Label>
              <Input id="ts-dates" placeholder="e.g. June 10-20" aria-invalid={!!errors.dates} {...form.register("dates")} />
            </div>
            <div className="grid gap-1.5 sm:col-span-2">
              <Label htmlFor="ts-preferences">Preferences</Label>
              <Textarea id="ts-preferences" rows={2} placeholder="Food, museums, hiking, kid-friendly..." {...form.register("preferences")} />
            </div>
            <div className="grid gap-1.5">
              <Label htmlFor="ts-budget">Budget (optional)</Label>
              <Input id="ts-budget" placeholder="e.g. $1,500" {...form.register("budget")} />
            </div>
            <div className="flex items-end">
              <Button type="submit" className="w-full sm:w-auto" disabled={generate.isPending}>
                {generate.isPending ? <Loader2 className="animate-spin" /> : <Sparkles />}
                {generate.isPending ? "Getting suggestions..." : "Get Suggestions"}
              </Button>
            </div>
          </form>
        </CardContent>
      </Card>

      {generate.data && (
        <section aria-label="Suggestions" className="grid gap-3 sm:grid-cols-2">
          {generate.data.map((s, i) => (
            <TravelSuggestionCard key={`${s.name}-${i}`} suggestion={s} />
          ))}
        </section>
      )}
    </div>
  );
}

function TravelSuggestionCard({ suggestion }: { suggestion: TravelSuggestion }) {
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
        <Badge variant="secondary" className="capitalize">{suggestion.type}</Badge>
      </div>
    </Card>
  );
}

function suffix(error: unknown): string {
  const d = errorDescription(error, "");
  return d ? `: ${d}` : "";
}
