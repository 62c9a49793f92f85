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
export const DOWNLOAD_ERROR = "Failed to export the project data";
export const ZIP_ERROR = "Failed to download the code";

type Tab = "files" | "history" | "conflicts";
const TAB_LABELS: Record<Tab, string> = { files: "Files", history: "History", conflicts: "Conflicts" };

export interface FilesPanelProps {
  projectId: string;
  onClose(): void;
}

/**
 * The project files panel: the files as a tree with an editor, their history (compare, restore), the
 * conflicts a generator's re-run left with the user's edits, and the two downloads, each named for what it
 * gives and described in a line: the code as a ZIP (the files in their folders), and the project's data as
 * JSON (the spec's 'Download Project' file: name, files and generatedAt).
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
  const describedBy = useId();
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
          <div className="mr-auto min-w-0 space-y-0.5 self-center text-xs text-slate-600 max-lg:basis-full" data-testid="download-descriptions">
            {/* Each button's description; on a phone the two share one shorter line (the buttons keep the full ones). */}
            <p id={`${describedBy}-zip`} className="max-sm:hidden">
              <span className="font-medium text-slate-800">Code (ZIP):</span> every file in its folders, ready to open in an editor or run.
            </p>
            <p id={`${describedBy}-json`} className="max-sm:hidden">
              <span className="font-medium text-slate-800">Project data (JSON):</span> one file with the project&apos;s name and each file&apos;s path, type and text.
            </p>
            <p className="sm:hidden" aria-hidden="true">
              <span className="font-medium text-slate-800">ZIP:</span> the code, in folders · <span className="font-medium text-slate-800">JSON:</span> project data, one file
            </p>
          </div>
          {/* On a phone the header's close button is enough: the row keeps the two downloads. */}
          <Button variant="secondary" onClick={requestClose} className="max-sm:hidden">
            Close
          </Button>
          <Button
            variant="secondary"
            onClick={() => void download("json")}
            disabled={downloading !== null || fileCount === 0}
            aria-busy={downloading === "json"}
            aria-describedby={`${describedBy}-json`}
            className="max-sm:flex-1"
          >
            <BusyLabel busy={downloading === "json"} busyText="Preparing...">
              Export project data (JSON)
            </BusyLabel>
          </Button>
          <Button
            onClick={() => void download("zip")}
            disabled={downloading !== null || fileCount === 0}
            aria-busy={downloading === "zip"}
            aria-describedby={`${describedBy}-zip`}
            className="max-sm:flex-1"
          >
            <BusyLabel busy={downloading === "zip"} busyText="Preparing...">
              Download code (ZIP)
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
