import { useQuery } from "@tanstack/react-query";
import { useCallback, useId, useRef, useState, type KeyboardEvent, type ReactNode } from "react";
import { errorMessage } from "../../lib/api-client";
import { queryKeys } from "../../lib/query-keys";
import { BusyLabel } from "../engine/feedback";
import { downloadFileName, getConflicts, getProjectDownload, getProjectFiles, getProjectZip, saveBlob, saveJson, zipFileName } from "../engine/files-api";
import { Alert, Button, Spinner } from "../ui";
import { ConfirmBar } from "./confirm-bar";
import { ConflictsView } from "./conflicts-view";
import { FilesTab } from "./files-tab";
import { HistoryView } from "./history-view";
import { closeQuestion, conflictNotice } from "./history-text";
import { LoadFailed } from "./load-failed";
import { PanelDialog } from "./panel-dialog";

export const FILES_LOAD_ERROR = "Failed to fetch project files";
export const DOWNLOAD_ERROR = "Failed to download project";
export const ZIP_ERROR = "Failed to download the ZIP";

type Tab = "files" | "history" | "conflicts";
const TAB_LABELS: Record<Tab, string> = { files: "Files", history: "History", conflicts: "Conflicts" };

export interface FilesPanelProps {
  projectId: string;
  onClose(): void;
}

/**
 * The project files panel: the files as a tree with an editor, their history (compare, restore), the
 * conflicts a generator's re-run left with the user's edits, and the downloads (JSON or ZIP).
 */
export default function FilesPanel({ projectId, onClose }: FilesPanelProps) {
  // Task events refresh the files, their history and conflicts (engine-cache), so an open panel stays current.
  const files = useQuery({ queryKey: queryKeys.projectFiles(projectId), queryFn: ({ signal }) => getProjectFiles(projectId, { signal }) });
  const conflicts = useQuery({ queryKey: queryKeys.projectConflicts(projectId), queryFn: ({ signal }) => getConflicts(projectId, { signal }).then((answer) => answer.conflicts) });
  const [tab, setTab] = useState<Tab>("files");
  /** The open file has unsaved changes. */
  const [dirty, setDirty] = useState(false);
  /** Merged versions of conflicts being edited, by path (see ConflictsView). */
  const [merged, setMerged] = useState<Record<string, string>>({});
  const [askClose, setAskClose] = useState(false);
  const [downloading, setDownloading] = useState<"json" | "zip" | null>(null);
  const [downloadError, setDownloadError] = useState<string | null>(null);
  const open = conflicts.data ?? [];
  const tabs: Tab[] = open.length > 0 || tab === "conflicts" ? ["files", "history", "conflicts"] : ["files", "history"];
  const fileCount = files.data?.length ?? 0;
  // A merged version is unsaved work once it differs from the version kept (what its editor starts from).
  const mergedPaths = open.filter((conflict) => merged[conflict.path] !== undefined && merged[conflict.path] !== conflict.mine).map((conflict) => conflict.path);
  const asking = askClose && (dirty || mergedPaths.length > 0);

  const onMergedChange = useCallback((path: string, text: string | null) => {
    setMerged(({ [path]: _previous, ...others }) => (text === null ? others : { ...others, [path]: text }));
  }, []);

  function requestClose() {
    if (!dirty && mergedPaths.length === 0) return onClose();
    // The question shows over the tab with the unsaved work (the current one when it has some).
    if (!(tab === "files" && dirty) && !(tab === "conflicts" && mergedPaths.length > 0)) setTab(dirty ? "files" : "conflicts");
    setAskClose(true);
  }

  async function download(kind: "json" | "zip") {
    setDownloading(kind);
    setDownloadError(null);
    try {
      if (kind === "zip") {
        saveBlob(zipFileName(projectId), await getProjectZip(projectId));
      } else {
        const { name, files, generatedAt } = await getProjectDownload(projectId);
        saveJson(downloadFileName(projectId), { name, files, generatedAt });
      }
    } catch (error) {
      setDownloadError(errorMessage(error, kind === "zip" ? ZIP_ERROR : DOWNLOAD_ERROR));
    } finally {
      setDownloading(null);
    }
  }

  return (
    <PanelDialog
      title="Project Files"
      description={files.data ? `${fileCount} file${fileCount === 1 ? "" : "s"}` : undefined}
      onRequestClose={requestClose}
      footer={
        <>
          {/* On a phone the header's close button is enough: the row keeps to one line. */}
          <Button variant="secondary" onClick={requestClose} className="max-sm:hidden">
            Close
          </Button>
          <Button variant="secondary" onClick={() => void download("json")} disabled={downloading !== null || fileCount === 0} aria-busy={downloading === "json"}>
            <BusyLabel busy={downloading === "json"} busyText="Preparing...">
              Download Project
            </BusyLabel>
          </Button>
          <Button onClick={() => void download("zip")} disabled={downloading !== null || fileCount === 0} aria-busy={downloading === "zip"}>
            <BusyLabel busy={downloading === "zip"} busyText="Preparing...">
              Download ZIP
            </BusyLabel>
          </Button>
        </>
      }
    >
      <div className="space-y-4">
        {asking ? (
          <ConfirmBar danger confirmLabel="Discard and close" cancelLabel="Keep editing" onConfirm={onClose} onCancel={() => setAskClose(false)}>
            {closeQuestion(dirty, mergedPaths)}
          </ConfirmBar>
        ) : null}
        {downloadError ? <Alert>{downloadError}</Alert> : null}
        {open.length > 0 ? (
          <div role="status" className="flex flex-col gap-2 rounded-lg border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900 sm:flex-row sm:items-center sm:justify-between" data-testid="conflict-notice">
            <p>{conflictNotice(open)}</p>
            {tab === "conflicts" ? null : (
              <Button variant="secondary" onClick={() => setTab("conflicts")}>
                Review conflicts
              </Button>
            )}
          </div>
        ) : null}
        <Tabs tabs={tabs} selected={tab} counts={{ conflicts: open.length }} onSelect={setTab}>
          {(current) =>
            current === "files" ? (
              files.isError && !files.isFetching ? (
                <LoadFailed message={errorMessage(files.error, FILES_LOAD_ERROR)} onRetry={() => void files.refetch()} />
              ) : !files.data ? (
                <Spinner label="Loading files" />
              ) : files.data.length === 0 ? (
                <p className="text-sm text-slate-500">No files yet. They appear here as the agents complete tasks.</p>
              ) : (
                <FilesTab projectId={projectId} files={files.data} dirty={dirty} onDirtyChange={setDirty} />
              )
            ) : current === "history" ? (
              <HistoryView projectId={projectId} />
            ) : conflicts.isError && !conflicts.isFetching ? (
              <LoadFailed message={errorMessage(conflicts.error, "Could not load the conflicts")} onRetry={() => void conflicts.refetch()} />
            ) : (
              <ConflictsView projectId={projectId} conflicts={open} merged={merged} onMergedChange={onMergedChange} />
            )
          }
        </Tabs>
      </div>
    </PanelDialog>
  );
}

interface TabsProps {
  tabs: Tab[];
  selected: Tab;
  counts: Partial<Record<Tab, number>>;
  onSelect(tab: Tab): void;
  children(tab: Tab): ReactNode;
}

/**
 * Tabs as the ARIA pattern has them (arrow keys move between tabs). The Files tab stays mounted while
 * hidden, so an edit in progress survives a look at the history.
 */
function Tabs({ tabs, selected, counts, onSelect, children }: TabsProps) {
  const id = useId();
  const list = useRef<HTMLDivElement>(null);
  function onKeyDown(event: KeyboardEvent) {
    const index = tabs.indexOf(selected);
    const next = event.key === "ArrowRight" ? tabs[(index + 1) % tabs.length] : event.key === "ArrowLeft" ? tabs[(index - 1 + tabs.length) % tabs.length] : undefined;
    if (!next) return;
    event.preventDefault();
    onSelect(next);
    list.current?.querySelector<HTMLElement>(`[data-tab="${next}"]`)?.focus();
  }
  return (
    <div className="space-y-4">
      <div ref={list} role="tablist" aria-label="Project files views" className="flex gap-1 border-b border-slate-200" onKeyDown={onKeyDown}>
        {tabs.map((tab) => (
          <button
            key={tab}
            type="button"
            role="tab"
            id={`${id}-${tab}-tab`}
            data-tab={tab}
            aria-selected={tab === selected}
            aria-controls={`${id}-${tab}`}
            tabIndex={tab === selected ? 0 : -1}
            onClick={() => onSelect(tab)}
            className={`-mb-px border-b-2 px-3 py-2 text-sm font-medium focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 ${tab === selected ? "border-brand-600 text-brand-700" : "border-transparent text-slate-600 hover:text-slate-900"}`}
          >
            {TAB_LABELS[tab]}
            {counts[tab] ? <span className="ml-1.5 rounded-full bg-amber-100 px-1.5 text-xs text-amber-800">{counts[tab]}</span> : null}
          </button>
        ))}
      </div>
      {tabs.map((tab) =>
        tab === "files" || tab === selected ? (
          <div key={tab} role="tabpanel" id={`${id}-${tab}`} aria-labelledby={`${id}-${tab}-tab`} hidden={tab !== selected}>
            {children(tab)}
          </div>
        ) : null,
      )}
    </div>
  );
}
