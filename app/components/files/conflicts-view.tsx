import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import type { MergeConflict } from "../../../workers/contract/files";
import { errorMessage } from "../../lib/api-client";
import { reloadAfterFileChange } from "../../lib/engine-cache";
import { formatLongDate, formatRelativeTime } from "../../lib/time";
import { BusyLabel } from "../engine/feedback";
import { resolveConflict, type ConflictPick } from "../engine/files-api";
import { Alert, Button } from "../ui";
import { CodeEditor, ReadOnlyCode } from "./code-editor";

export const RESOLVE_ERROR = "The conflict could not be resolved";

interface ConflictsViewProps {
  projectId: string;
  conflicts: MergeConflict[];
  /**
   * The merged versions being edited, by path. The panel keeps them: they count as unsaved work when it
   * closes, and survive a refetch of the list (a conflict's id may change, its path does not) and a look
   * at another tab.
   */
  merged: Readonly<Record<string, string>>;
  /** A merged version edited, or dropped (null: cancelled or saved). */
  onMergedChange(path: string, text: string | null): void;
}

/** Each file a generator's re-run could not merge with the user's edits, to settle one by one. */
export function ConflictsView({ projectId, conflicts, merged, onMergedChange }: ConflictsViewProps) {
  const [notice, setNotice] = useState<string | null>(null);
  return (
    <div className="space-y-4" data-testid="conflicts">
      <p role="status" aria-live="polite" className={notice ? "text-sm text-green-700" : "sr-only"}>
        {notice ?? ""}
      </p>
      {conflicts.length === 0 ? <p className="text-sm text-slate-500">No conflicts left.</p> : null}
      {conflicts.map((conflict) => (
        <ConflictCard
          key={conflict.path}
          projectId={projectId}
          conflict={conflict}
          merged={merged[conflict.path] ?? null}
          onMergedChange={(text) => onMergedChange(conflict.path, text)}
          onResolved={setNotice}
        />
      ))}
    </div>
  );
}

const PICKED = { mine: "Kept your version", generated: "Took the generator's version", edited: "Saved the merged version" } as const;

interface ConflictCardProps {
  projectId: string;
  conflict: MergeConflict;
  /** The merged version being edited; null while the three versions show. */
  merged: string | null;
  onMergedChange(text: string | null): void;
  onResolved(notice: string): void;
}

function ConflictCard({ projectId, conflict, merged, onMergedChange: setMerged, onResolved }: ConflictCardProps) {
  const client = useQueryClient();
  const [busy, setBusy] = useState<ConflictPick["pick"] | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function resolve(pick: ConflictPick) {
    setBusy(pick.pick);
    setError(null);
    try {
      await resolveConflict(projectId, conflict.id, pick);
      onResolved(`${PICKED[pick.pick]} of ${conflict.path}.`);
      await reloadAfterFileChange(client, projectId);
      // Dropped once the list no longer has the conflict, so its three versions do not flash back meanwhile.
      setMerged(null);
    } catch (failure) {
      setError(errorMessage(failure, RESOLVE_ERROR));
    } finally {
      setBusy(null);
    }
  }

  return (
    <section aria-label={`Conflict in ${conflict.path}`} className="space-y-3 rounded-lg border border-amber-200 p-3" data-testid="conflict" data-path={conflict.path}>
      <div>
        <h3 className="font-mono text-sm font-semibold break-all text-slate-900">{conflict.path}</h3>
        <p className="text-xs text-slate-500">
          Re-run of {conflict.taskName},{" "}
          <time dateTime={conflict.createdAt} title={formatLongDate(conflict.createdAt)}>
            {formatRelativeTime(conflict.createdAt)}
          </time>
          . Your version is kept until you choose.
        </p>
      </div>
      {error ? <Alert>{error}</Alert> : null}
      {merged === null ? (
        <div className={`grid gap-3 ${conflict.base === null ? "lg:grid-cols-2" : "lg:grid-cols-3"}`}>
          <ReadOnlyCode title="Mine (kept)" path={conflict.path} content={conflict.mine} />
          <ReadOnlyCode title="Generated (new)" path={conflict.path} content={conflict.generated} />
          {conflict.base === null ? null : <ReadOnlyCode title="Base (generated before)" path={conflict.path} content={conflict.base} />}
        </div>
      ) : (
        <div className="space-y-1">
          <h4 className="text-xs font-semibold tracking-wide text-slate-500 uppercase">Merged version</h4>
          <CodeEditor path={conflict.path} initialDoc={merged} label={`Merged version of ${conflict.path}`} onChange={setMerged} className="h-80" />
        </div>
      )}
      <div className="flex flex-wrap gap-2">
        {merged === null ? (
          <>
            <Button variant="secondary" onClick={() => void resolve({ pick: "mine" })} disabled={busy !== null} aria-busy={busy === "mine"}>
              <BusyLabel busy={busy === "mine"} busyText="Keeping...">
                Keep mine
              </BusyLabel>
            </Button>
            <Button variant="secondary" onClick={() => void resolve({ pick: "generated" })} disabled={busy !== null} aria-busy={busy === "generated"}>
              <BusyLabel busy={busy === "generated"} busyText="Taking...">
                Take the generator&apos;s
              </BusyLabel>
            </Button>
            <Button onClick={() => setMerged(conflict.mine)} disabled={busy !== null}>
              Edit and save merged
            </Button>
          </>
        ) : (
          <>
            <Button onClick={() => void resolve({ pick: "edited", content: merged })} disabled={busy !== null} aria-busy={busy === "edited"}>
              <BusyLabel busy={busy === "edited"} busyText="Saving...">
                Save merged
              </BusyLabel>
            </Button>
            <Button variant="secondary" onClick={() => setMerged(null)} disabled={busy !== null}>
              Cancel
            </Button>
          </>
        )}
      </div>
    </section>
  );
}
