// A labelled set of people to tick (who is on a booking, whom a note mentions), bound to one
// field of the form holding their ids, kept in the order `people` lists them.
import { useWatch, type FieldValues, type Path, type PathValue, type UseFormReturn } from "react-hook-form";

export function PeopleField<T extends FieldValues, TOutput>({
  form,
  name,
  people,
  label,
}: {
  form: UseFormReturn<T, unknown, TOutput>;
  /** A field holding an array of ids. */
  name: Path<T>;
  people: readonly { id: string; name: string }[];
  label: string;
}) {
  const chosen = (useWatch({ control: form.control, name }) ?? []) as string[];
  const toggle = (id: string, on: boolean) => {
    const next = new Set(chosen);
    if (on) next.add(id);
    else next.delete(id);
    form.setValue(name, people.map((p) => p.id).filter((p) => next.has(p)) as PathValue<T, Path<T>>, { shouldDirty: true });
  };
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-1 text-sm font-medium">{label}</legend>
      <div className="flex flex-wrap gap-x-4 gap-y-2">
        {people.map((p) => (
          <label key={p.id} className="flex items-center gap-2 text-sm">
            <input type="checkbox" className="size-4 accent-primary" checked={chosen.includes(p.id)} onChange={(e) => toggle(p.id, e.target.checked)} />
            {p.name}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
