import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useMemo, useRef, useState } from "react";
import type { ProjectFile } from "../../../workers/contract/files";
import { errorMessage } from "../../lib/api-client";
import { reloadAfterFileChange } from "../../lib/engine-cache";
import { saveProjectFile } from "../engine/files-api";
import { Alert, Button } from "../ui";
import { ConfirmBar } from "./confirm-bar";
import { FileEditor } from "./file-editor";
import { FileTree } from "./file-tree";
import { PathForm } from "./path-form";
import { newFileFolder, pathProblem } from "./paths";

export const CREATE_ERROR = "The file could not be created";

/** What waits for the user's word because the open file has unsaved changes. */
type Leaving = { kind: "open"; path: string } | { kind: "new" };

interface FilesTabProps {
  projectId: string;
  files: ProjectFile[];
  dirty: boolean;
  onDirtyChange(dirty: boolean): void;
}

/** The tree beside the open file (above it on a phone), and a new file's path form. */
export function FilesTab({ projectId, files, dirty, onDirtyChange }: FilesTabProps) {
  const client = useQueryClient();
  // The open file. `id` survives a rename, so the editor (and its unsaved text) does too.
  const [open, setOpen] = useState<{ id: number; path: string } | null>(null);
  const nextId = useRef(1);
  const [leaving, setLeaving] = useState<Leaving | null>(null);
  const [creating, setCreating] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [treeShown, setTreeShown] = useState(true);
  const paths = useMemo(() => files.map((file) => file.path), [files]);
  const file = open ? (files.find((candidate) => candidate.path === open.path) ?? null) : null;

  const openFile = (path: string | null) => {
    setOpen(path === null ? null : { id: nextId.current++, path });
    setCreating(false);
    onDirtyChange(false);
  };

  const go = (to: Leaving) => {
    setError(null);
    // On a phone the tree sits above the editor: it folds away once a file is chosen.
    if (to.kind === "open" && window.matchMedia("(max-width: 767px)").matches) setTreeShown(false);
    if (to.kind === "open" && to.path === open?.path) return;
    if (dirty) return setLeaving(to);
    if (to.kind === "open") openFile(to.path);
    else setCreating(true);
  };

  async function create(path: string) {
    setBusy(true);
    setError(null);
    try {
      const result = await saveProjectFile(projectId, path, "", null);
      if (!result.ok) return setError(result.changed.current ? `${path} already exists.` : result.changed.message);
      await reloadAfterFileChange(client, projectId);
      openFile(path);
    } catch (failure) {
      setError(errorMessage(failure, CREATE_ERROR));
    } finally {
      setBusy(false);
    }
  }

  const onRenamed = useCallback((to: string) => setOpen((previous) => (previous ? { ...previous, path: to } : previous)), []);

  return (
    <div className="grid min-h-0 gap-4 md:grid-cols-[15rem_minmax(0,1fr)] lg:grid-cols-[18rem_minmax(0,1fr)]">
      <div className="flex min-h-0 flex-col gap-2 md:max-h-[70vh]">
        <div className="flex gap-2">
          <Button variant="secondary" className="flex-1" onClick={() => go({ kind: "new" })} disabled={creating}>
            New file
          </Button>
          <Button variant="ghost" className="md:hidden" onClick={() => setTreeShown((shown) => !shown)} aria-expanded={treeShown}>
            {treeShown ? "Hide files" : `Show files (${files.length})`}
          </Button>
        </div>
        <div className={treeShown ? "flex min-h-0 flex-col max-md:max-h-[55vh]" : "hidden md:flex md:min-h-0 md:flex-col"}>
          <FileTree paths={paths} selectedPath={open?.path ?? null} dirtyPath={dirty ? (open?.path ?? null) : null} onSelect={(path) => go({ kind: "open", path })} />
        </div>
      </div>

      <div className="min-w-0 space-y-3">
        {leaving ? (
          <ConfirmBar
            danger
            confirmLabel="Discard changes"
            cancelLabel="Keep editing"
            onCancel={() => setLeaving(null)}
            onConfirm={() => {
              setLeaving(null);
              if (leaving.kind === "open") openFile(leaving.path);
              else {
                openFile(null);
                setCreating(true);
              }
            }}
          >
            Your changes to <span className="font-mono font-semibold">{open?.path}</span> are not saved. Discard them?
          </ConfirmBar>
        ) : null}
        {error ? <Alert>{error}</Alert> : null}
        {creating ? (
          <PathForm
            initial={newFileFolder(open?.path ?? null)}
            label="New file path"
            submitLabel="Create file"
            busyLabel="Creating..."
            busy={busy}
            validate={(path) => (paths.includes(path) ? `${path} already exists.` : pathProblem(path))}
            onSubmit={(path) => void create(path)}
            onCancel={() => setCreating(false)}
          />
        ) : null}
        {open ? (
          <FileEditor key={open.id} projectId={projectId} path={open.path} file={file} onDirtyChange={onDirtyChange} onRenamed={onRenamed} onClosed={() => openFile(null)} />
        ) : creating ? null : (
          <p className="rounded-lg border border-dashed border-slate-300 p-6 text-center text-sm text-slate-500">Choose a file to see and edit its content.</p>
        )}
      </div>
    </div>
  );
}
