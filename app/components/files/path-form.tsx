import { useState, type FormEvent } from "react";
import { Button, TextField } from "../ui";

interface PathFormProps {
  /** The path the field starts with. */
  initial: string;
  label: string;
  submitLabel: string;
  busyLabel: string;
  busy: boolean;
  /** Why a path cannot be used; null when it can. */
  validate(path: string): string | null;
  onSubmit(path: string): void;
  onCancel(): void;
}

/** A path to create or rename to, checked as the server will check it before it is sent. */
export function PathForm({ initial, label, submitLabel, busyLabel, busy, validate, onSubmit, onCancel }: PathFormProps) {
  const [path, setPath] = useState(initial);
  const [problem, setProblem] = useState<string | null>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    const wanted = path.trim();
    const found = validate(wanted);
    setProblem(found);
    if (!found) onSubmit(wanted);
  }

  return (
    <form onSubmit={submit} className="flex flex-col gap-2 rounded-lg border border-slate-200 bg-slate-50 p-3 sm:flex-row sm:items-start">
      <div className="min-w-0 flex-1">
        <TextField
          label={label}
          value={path}
          onChange={(event) => setPath(event.target.value)}
          error={problem}
          autoFocus
          spellCheck={false}
          autoComplete="off"
          hint="Relative to the project, folders separated by /"
        />
      </div>
      <div className="flex gap-2 sm:pt-6">
        <Button type="submit" disabled={busy} aria-busy={busy}>
          {busy ? busyLabel : submitLabel}
        </Button>
        <Button variant="secondary" onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
