import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import type { Checkpoint } from "../../../workers/contract/files";
import { errorMessage } from "../../lib/api-client";
import { reloadAfterFileChange } from "../../lib/engine-cache";
import { queryKeys } from "../../lib/query-keys";
import { formatLongDate, formatRelativeTime } from "../../lib/time";
import { getCheckpointDiff, getCheckpoints, restoreCheckpoint } from "../engine/files-api";
import { Alert, Button, Spinner } from "../ui";
import { ConfirmBar } from "./confirm-bar";
import { DiffView } from "./diff-view";
import { formatKb, kindLabel } from "./history-text";
import { LoadFailed } from "./load-failed";

export const HISTORY_LOAD_ERROR = "Could not load the history";
export const DIFF_LOAD_ERROR = "Could not load the changes";
export const RESTORE_ERROR = "The checkpoint could not be restored";

/** How many of a checkpoint's files its row names before "and N more". */
const FILES_SHOWN = 4;

/**
 * The project's checkpoints, newest first: who made each and why, the files it changed. Two chosen show
 * the difference between them; any earlier one can be restored (as a new checkpoint, so nothing is lost).
 */
export function HistoryView({ projectId }: { projectId: string }) {
  const client = useQueryClient();
  const history = useQuery({ queryKey: queryKeys.projectCheckpoints(projectId), queryFn: ({ signal }) => getCheckpoints(projectId, { signal }) });
  /** The two checkpoints compared, older first; [n - 1, n] shows what n changed. */
  const [compared, setCompared] = useState<number[]>([]);
  const [confirming, setConfirming] = useState<number | null>(null);
  const [restoring, setRestoring] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  function choose(seq: number, on: boolean) {
    // A third choice replaces the earlier of the two: the newest two choices are compared.
    setCompared((previous) => (on ? [...previous.filter((other) => other !== seq), seq].slice(-2) : previous.filter((other) => other !== seq)));
  }

  async function restore(seq: number) {
    setRestoring(true);
    setError(null);
    setNotice(null);
    try {
      const { checkpoint } = await restoreCheckpoint(projectId, seq);
      setNotice(checkpoint ? `Restored checkpoint ${seq} as checkpoint ${checkpoint.seq}.` : `The files already are as in checkpoint ${seq}.`);
      setConfirming(null);
      await reloadAfterFileChange(client, projectId);
    } catch (failure) {
      setError(errorMessage(failure, RESTORE_ERROR));
    } finally {
      setRestoring(false);
    }
  }

  if (history.isError && !history.isFetching) return <LoadFailed message={errorMessage(history.error, HISTORY_LOAD_ERROR)} onRetry={() => void history.refetch()} />;
  if (!history.data) return <Spinner label="Loading the history" />;
  const { checkpoints, current, storedBytes } = history.data;
  if (checkpoints.length === 0) return <p className="text-sm text-slate-500">No history yet: the first checkpoint is made when the agents write the first files.</p>;

  const [from, to] = [...compared].sort((a, b) => a - b);
  return (
    <div className="space-y-4" data-testid="history">
      <p className="text-sm text-slate-600">
        Choose two checkpoints to compare them. <span data-testid="history-size">History stores {formatKb(storedBytes)}</span>.
      </p>
      {error ? <Alert>{error}</Alert> : null}
      <p role="status" aria-live="polite" className={notice ? "text-sm text-green-700" : "sr-only"}>
        {notice ?? ""}
      </p>
      <ol aria-label="Checkpoints, newest first" className="divide-y divide-slate-100 rounded-lg border border-slate-200">
        {checkpoints.map((checkpoint) => (
          <li key={checkpoint.seq} className="space-y-2 p-3" data-testid="checkpoint" data-seq={checkpoint.seq}>
            <CheckpointRow
              checkpoint={checkpoint}
              current={checkpoint.seq === current}
              chosen={compared.includes(checkpoint.seq)}
              onChoose={(on) => choose(checkpoint.seq, on)}
              onShowChanges={() => setCompared([checkpoint.seq - 1, checkpoint.seq])}
              onRestore={() => setConfirming(checkpoint.seq)}
              busy={restoring}
            />
            {confirming === checkpoint.seq ? (
              <ConfirmBar confirmLabel={restoring ? "Restoring..." : "Restore"} busy={restoring} onConfirm={() => void restore(checkpoint.seq)} onCancel={() => setConfirming(null)}>
                Restore checkpoint {checkpoint.seq}? The files go back to how they were then. This makes a new checkpoint, so the current files stay in the history.
              </ConfirmBar>
            ) : null}
          </li>
        ))}
      </ol>
      {from !== undefined && to !== undefined ? <CheckpointDiff projectId={projectId} from={from} to={to} onClose={() => setCompared([])} /> : null}
    </div>
  );
}

interface CheckpointRowProps {
  checkpoint: Checkpoint;
  current: boolean;
  chosen: boolean;
  busy: boolean;
  onChoose(on: boolean): void;
  onShowChanges(): void;
  onRestore(): void;
}

function CheckpointRow({ checkpoint, current, chosen, busy, onChoose, onShowChanges, onRestore }: CheckpointRowProps) {
  const { seq, actor, kind, reason, createdAt, files } = checkpoint;
  return (
    <div className="flex flex-col gap-2 sm:flex-row sm:items-start">
      <label className="flex shrink-0 items-center gap-2 text-sm font-semibold text-slate-900">
        <input type="checkbox" checked={chosen} onChange={(event) => onChoose(event.target.checked)} className="h-4 w-4 rounded border-slate-300" aria-label={`Compare checkpoint ${seq}`} />#{seq}
      </label>
      <div className="min-w-0 flex-1 space-y-1 text-sm">
        <p className="flex flex-wrap items-baseline gap-x-2">
          <span className="font-medium text-slate-900" data-testid="checkpoint-actor">
            {actor}
          </span>
          <span className="text-xs text-slate-500">{kindLabel(kind)}</span>
          <time className="text-xs text-slate-500" dateTime={createdAt} title={formatLongDate(createdAt)}>
            {formatRelativeTime(createdAt)}
          </time>
          {current ? <span className="rounded-full bg-brand-50 px-2 py-0.5 text-xs font-medium text-brand-700">Current</span> : null}
          {checkpoint.restoredFrom !== null ? <span className="text-xs text-slate-500">(restored #{checkpoint.restoredFrom})</span> : null}
        </p>
        <p className="text-slate-700 [overflow-wrap:anywhere]">{reason}</p>
        <p className="font-mono text-xs text-slate-500 [overflow-wrap:anywhere]" data-testid="checkpoint-files">
          {files
            .slice(0, FILES_SHOWN)
            .map((file) => `${file.change === "added" ? "+" : file.change === "deleted" ? "−" : "~"} ${file.path}`)
            .join("  ")}
          {files.length > FILES_SHOWN ? ` and ${files.length - FILES_SHOWN} more` : ""}
        </p>
      </div>
      <div className="flex shrink-0 gap-1">
        <Button variant="ghost" onClick={onShowChanges} aria-label={`Changes in checkpoint ${seq}`}>
          Changes
        </Button>
        {current ? null : (
          <Button variant="secondary" onClick={onRestore} disabled={busy} aria-label={`Restore checkpoint ${seq}`}>
            Restore
          </Button>
        )}
      </div>
    </div>
  );
}

function CheckpointDiff({ projectId, from, to, onClose }: { projectId: string; from: number; to: number; onClose(): void }) {
  const diff = useQuery({ queryKey: queryKeys.checkpointDiff(projectId, from, to), queryFn: ({ signal }) => getCheckpointDiff(projectId, from, to, { signal }), staleTime: Number.POSITIVE_INFINITY });
  return (
    <section aria-label={`Changes from checkpoint ${from} to ${to}`} className="space-y-2">
      <div className="flex items-center justify-between gap-2">
        <h3 className="text-sm font-semibold text-slate-900">{from === 0 ? `Checkpoint ${to} from an empty project` : `From checkpoint ${from} to ${to}`}</h3>
        <Button variant="ghost" onClick={onClose}>
          Hide changes
        </Button>
      </div>
      {diff.isError && !diff.isFetching ? (
        <LoadFailed message={errorMessage(diff.error, DIFF_LOAD_ERROR)} onRetry={() => void diff.refetch()} />
      ) : diff.data ? (
        <DiffView diff={diff.data} />
      ) : (
        <Spinner label="Loading the changes" />
      )}
    </section>
  );
}
