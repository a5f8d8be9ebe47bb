// The grip a day's item or an idea is dragged by (pointer, touch, or the keyboard: Space picks up).
import type { DraggableAttributes, DraggableSyntheticListeners } from "@dnd-kit/core";
import { GripVertical } from "lucide-react";

export function DragHandle({ label, attributes, listeners }: { label: string; attributes: DraggableAttributes; listeners: DraggableSyntheticListeners }) {
  return (
    <button
      type="button"
      className="flex size-7 shrink-0 cursor-grab touch-none items-center justify-center rounded text-muted-foreground hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
      aria-label={label}
      {...attributes}
      {...listeners}
    >
      <GripVertical className="size-4" aria-hidden />
    </button>
  );
}
