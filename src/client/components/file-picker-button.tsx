// A button that opens the browser's file chooser: the visible button, and a
// visually hidden input (named like the button) that hands over the chosen
// files and is emptied, so choosing the same file again works too.
import { useRef, type ReactNode } from "react";
import { FileUp } from "lucide-react";
import { Button } from "@/components/ui/button";

export function FilePickerButton({
  label,
  accept,
  onFiles,
  disabled,
  size,
  multiple = true,
  children,
}: {
  /** The hidden input's accessible name. */
  label: string;
  accept: string;
  onFiles: (files: FileList | null) => void;
  disabled?: boolean;
  size?: "sm";
  /** Several files at once (the default), or one. */
  multiple?: boolean;
  /** The button's text (defaults to the label). */
  children?: ReactNode;
}) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <Button type="button" variant="outline" size={size} onClick={() => input.current?.click()} disabled={disabled}>
        <FileUp /> {children ?? label}
      </Button>
      <input
        ref={input}
        type="file"
        multiple={multiple}
        accept={accept}
        className="sr-only"
        aria-label={label}
        onChange={(e) => {
          onFiles(e.target.files);
          e.target.value = "";
        }}
      />
    </>
  );
}
