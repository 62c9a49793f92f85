import type { FileChanged } from "../../../workers/contract/files";
import { Button } from "../ui";
import { ReadOnlyCode } from "./code-editor";

interface FileChangedViewProps {
  changed: FileChanged;
  busy: boolean;
  /** Takes the current version: the edits are dropped (a deleted file closes). */
  onKeepTheirs(): void;
  /** Saves the edits again, over the current version. */
  onOverwrite(): void;
  /** Back to the editor with the edits; nothing is sent. */
  onCancel(): void;
}

/**
 * A save refused because the file changed since it was opened (a task, another tab): both versions side by
 * side, read-only, and the user decides. Nothing is overwritten without this choice.
 */
export function FileChangedView({ changed, busy, onKeepTheirs, onOverwrite, onCancel }: FileChangedViewProps) {
  const { current, yours } = changed;
  return (
    <section aria-label="The file changed since you opened it" className="space-y-3" data-testid="file-changed">
      <div role="alert" className="rounded-lg border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900">
        <p className="font-medium">{changed.message}</p>
        {current ? null : <p>The file was deleted since you opened it. Save yours to create it again, or let it go.</p>}
      </div>
      <div className="grid gap-3 lg:grid-cols-2">
        <ReadOnlyCode title="Yours (not saved)" path={yours.path} content={yours.content} className="h-72" />
        {current ? <ReadOnlyCode title="Theirs (current)" path={current.path} content={current.content} className="h-72" /> : <p className="rounded-lg border border-dashed border-slate-300 p-4 text-sm text-slate-500">Theirs: deleted.</p>}
      </div>
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" onClick={onKeepTheirs} disabled={busy}>
          {current ? "Keep theirs (reload)" : "Discard mine"}
        </Button>
        <Button onClick={onOverwrite} disabled={busy} aria-busy={busy}>
          {current ? "Overwrite with mine" : "Save mine again"}
        </Button>
        <Button variant="ghost" onClick={onCancel} disabled={busy}>
          Back to editing
        </Button>
      </div>
    </section>
  );
}
