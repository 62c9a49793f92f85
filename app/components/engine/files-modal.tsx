import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import type { ProjectFile } from "../../../workers/contract/files";
import { errorMessage } from "../../lib/api-client";
import { queryKeys } from "../../lib/query-keys";
import { formatLongDate, formatRelativeTime } from "../../lib/time";
import { Alert, Button, Modal, Spinner } from "../ui";
import { BusyLabel } from "./feedback";
import { FileList } from "./file-list";
import { downloadFileName, fileGroups, getFileStructure, getProjectDownload, getProjectZip, saveBlob, saveFile, saveJson, zipFileName } from "./files-api";

export const FILES_LOAD_ERROR = "Failed to fetch project files";
export const DOWNLOAD_ERROR = "Failed to download project";
export const ZIP_ERROR = "Failed to download the ZIP";
export const COPY_ERROR = "Could not copy to the clipboard. Select the text and copy it instead.";

/** The project files panel: browse the generated files, copy or download one, download them all (JSON or ZIP). */
export function FilesModal({ projectId, onClose }: { projectId: string; onClose(): void }) {
  // Task events invalidate the project's engine queries, files among them, so an open list stays current.
  const files = useQuery({
    queryKey: queryKeys.projectFiles(projectId),
    queryFn: ({ signal }) => getFileStructure(projectId, { signal }).then(({ structure }) => fileGroups(structure)),
  });
  const groups = files.data ?? null;
  const loadError = files.isError && !files.isFetching ? errorMessage(files.error, FILES_LOAD_ERROR) : null;
  const [selected, setSelected] = useState<ProjectFile | null>(null);
  const [downloading, setDownloading] = useState<"json" | "zip" | null>(null);
  const [actionError, setActionError] = useState<string | null>(null);

  async function download(kind: "json" | "zip") {
    setDownloading(kind);
    setActionError(null);
    try {
      if (kind === "zip") {
        saveBlob(zipFileName(projectId), await getProjectZip(projectId));
      } else {
        const { name, files, generatedAt } = await getProjectDownload(projectId);
        saveJson(downloadFileName(projectId), { name, files, generatedAt });
      }
    } catch (error) {
      setActionError(errorMessage(error, kind === "zip" ? ZIP_ERROR : DOWNLOAD_ERROR));
    } finally {
      setDownloading(null);
    }
  }

  const fileCount = groups?.reduce((sum, group) => sum + group.files.length, 0) ?? 0;

  return (
    <Modal
      open
      onClose={onClose}
      title="Project Files"
      description={groups ? `${fileCount} generated file${fileCount === 1 ? "" : "s"}` : undefined}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
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
      {actionError ? <Alert>{actionError}</Alert> : null}
      {loadError ? (
        <div className="space-y-2">
          <Alert>{loadError}</Alert>
          <Button variant="secondary" onClick={() => void files.refetch()}>
            Try again
          </Button>
        </div>
      ) : groups === null ? (
        <Spinner label="Loading files" />
      ) : groups.length === 0 ? (
        <p className="text-sm text-slate-500">No files yet. They appear here as the agents complete tasks.</p>
      ) : (
        <>
          <FileList
            groups={groups}
            selectedPath={selected?.path ?? null}
            onSelect={(file) => {
              setSelected(file);
              setActionError(null);
            }}
            onCopyFailed={() => setActionError(COPY_ERROR)}
          />
          {selected ? <FileViewer file={selected} /> : <p className="text-sm text-slate-500">Select a file to see its content.</p>}
        </>
      )}
    </Modal>
  );
}

function FileViewer({ file }: { file: ProjectFile }) {
  return (
    <section aria-label={`Content of ${file.path}`} className="space-y-2" data-testid="file-viewer">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <h3 className="min-w-0 font-mono text-sm font-semibold break-all text-slate-900">{file.path}</h3>
        <p className="flex items-center gap-3 text-xs text-slate-500">
          <span>
            Generated{" "}
            <time dateTime={file.generatedAt} title={formatLongDate(file.generatedAt)}>
              {formatRelativeTime(file.generatedAt)}
            </time>
          </span>
          <Button variant="ghost" onClick={() => saveFile(file.path, file.content)}>
            Download file
          </Button>
        </p>
      </div>
      <pre tabIndex={0} className="max-h-80 overflow-auto rounded-lg bg-slate-900 p-3 font-mono text-xs leading-relaxed text-slate-100">
        {file.content}
      </pre>
    </section>
  );
}
