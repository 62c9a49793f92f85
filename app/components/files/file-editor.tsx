import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import type { FileChanged, FileChangeResponse, FileProblem, ProjectFile } from "../../../workers/contract/files";
import { errorMessage } from "../../lib/api-client";
import { reloadAfterFileChange } from "../../lib/engine-cache";
import { formatLongDate, formatRelativeTime } from "../../lib/time";
import { BusyLabel } from "../engine/feedback";
import { deleteProjectFile, renameProjectFile, saveFile, saveProjectFile } from "../engine/files-api";
import { Alert, Button } from "../ui";
import { CodeEditor, type CodeEditorHandle } from "./code-editor";
import { ConfirmBar } from "./confirm-bar";
import { CopyButton } from "./copy-button";
import { FileChangedView } from "./file-changed-view";
import { LANGUAGES, languageOf } from "./languages";
import { ProblemsList } from "./problems-list";
import { PathForm } from "./path-form";
import { pathProblem } from "./paths";
import { saveNotice } from "./save-notice";

export const SAVE_ERROR = "The file could not be saved. Your changes are still here.";

interface FileEditorProps {
  projectId: string;
  path: string;
  /** The file as the list last read it; null once the list no longer has it. */
  file: ProjectFile | null;
  onDirtyChange(dirty: boolean): void;
  onRenamed(to: string): void;
  /** The file is gone (deleted here, or deleted elsewhere and the user let it go). */
  onClosed(): void;
}

/** What the user started editing from: the server's version (its hash) and its text. */
interface Base {
  hash: string | null;
  content: string;
}

/**
 * One open file: edit, save (button or Ctrl/Cmd-S), rename, delete. A refused save keeps the text; a save
 * from an older version shows both versions until the user picks. qa's problems show under the editor.
 */
export function FileEditor({ projectId, path, file, onDirtyChange, onRenamed, onClosed }: FileEditorProps) {
  const client = useQueryClient();
  const editor = useRef<CodeEditorHandle>(null);
  const section = useRef<HTMLElement>(null);
  const [base, setBase] = useState<Base>(() => ({ hash: file?.hash ?? null, content: file?.content ?? "" }));
  const [draft, setDraft] = useState(base.content);
  /** A new number puts a new document in the editor (the server's version replaced the text). */
  const [round, setRound] = useState(0);
  const [busy, setBusy] = useState<"save" | "rename" | "delete" | null>(null);
  const [mode, setMode] = useState<"edit" | "rename" | "delete">("edit");
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [problems, setProblems] = useState<FileProblem[]>([]);
  const [changed, setChanged] = useState<FileChanged | null>(null);
  const dirty = draft !== base.content;

  useEffect(() => onDirtyChange(dirty), [dirty, onDirtyChange]);

  // A newer version in the list (a task, a restore) replaces the text, unless the user has edits: then their
  // save answers with both versions. Only a version the list had not shown counts: the list can lag behind
  // what this editor already took (its own save, "keep theirs").
  const listed = useRef(file?.hash ?? null);
  useEffect(() => {
    if (!file || file.hash === listed.current || busy || changed || dirty) return;
    listed.current = file.hash;
    if (file.hash !== base.hash) replaceText({ hash: file.hash, content: file.content });
  }, [file, busy, changed, dirty, base.hash]);

  /** Whether the next editor takes the focus: the one it replaces had it. */
  const [refocus, setRefocus] = useState(false);
  function replaceText(next: Base) {
    setRefocus(Boolean(document.activeElement?.closest(".cm-editor") && section.current?.contains(document.activeElement)));
    setBase(next);
    setDraft(next.content);
    setProblems([]);
    setRound((value) => value + 1);
  }

  async function run(kind: "save" | "rename" | "delete", work: () => Promise<void>) {
    setBusy(kind);
    setError(null);
    setNotice(null);
    try {
      await work();
    } catch (failure) {
      setError(errorMessage(failure, kind === "save" ? SAVE_ERROR : `The file could not be ${kind === "rename" ? "renamed" : "deleted"}.`));
    } finally {
      setBusy(null);
    }
  }

  const save = (baseHash = base.hash) =>
    run("save", async () => {
      const content = draft;
      const result = await saveProjectFile(projectId, path, content, baseHash);
      if (!result.ok) {
        // The problems listed were of the saved version; the comparison replaces them.
        setProblems([]);
        setChanged(result.changed);
        return;
      }
      setChanged(null);
      applySaved(result.change, content);
      await reloadAfterFileChange(client, projectId);
    });

  function applySaved({ checkpoint, file: saved, problems: found, checked }: FileChangeResponse, content: string) {
    if (saved) {
      if (saved.content === content) setBase({ hash: saved.hash, content });
      else replaceText({ hash: saved.hash, content: saved.content });
    }
    setProblems(found);
    setNotice(saveNotice({ checkpoint, problems: found, checked }));
  }

  // Ctrl/Cmd-S saves from anywhere in the panel while this file shows (not from a hidden tab).
  const saveShortcut = useRef<() => void>(() => undefined);
  saveShortcut.current = () => {
    if (dirty && !busy && !changed && mode === "edit") void save();
  };
  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if (!(event.ctrlKey || event.metaKey) || event.key.toLowerCase() !== "s" || !section.current?.offsetParent) return;
      event.preventDefault();
      saveShortcut.current();
    }
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, []);

  const rename = (to: string) =>
    run("rename", async () => {
      if (!base.hash) return;
      const result = await renameProjectFile(projectId, path, to, base.hash);
      if (!result.ok) {
        setError(result.changed.message);
        await reloadAfterFileChange(client, projectId);
        return;
      }
      if (result.change.file) setBase((previous) => ({ ...previous, hash: result.change.file?.hash ?? previous.hash }));
      await reloadAfterFileChange(client, projectId);
      setMode("edit");
      onRenamed(to);
    });

  const remove = () =>
    run("delete", async () => {
      if (!base.hash) return;
      const result = await deleteProjectFile(projectId, path, base.hash);
      if (!result.ok) {
        setMode("edit");
        setError(result.changed.message);
        await reloadAfterFileChange(client, projectId);
        return;
      }
      await reloadAfterFileChange(client, projectId);
      onClosed();
    });

  const gone = file === null && !dirty && !changed;
  return (
    <section ref={section} aria-label={`Editing ${path}`} className="flex min-w-0 flex-col gap-3" data-testid="file-viewer">
      <div className="flex flex-wrap items-start justify-between gap-x-3 gap-y-2">
        <div className="min-w-0 space-y-0.5">
          <h3 className="font-mono text-sm font-semibold break-all text-slate-900">{path}</h3>
          <p className="flex flex-wrap items-center gap-x-3 text-xs text-slate-500">
            <span>{LANGUAGES[languageOf(path)]}</span>
            {file ? (
              <span>
                Generated{" "}
                <time dateTime={file.generatedAt} title={formatLongDate(file.generatedAt)}>
                  {formatRelativeTime(file.generatedAt)}
                </time>
              </span>
            ) : null}
            {dirty ? (
              <span className="rounded-full bg-amber-100 px-2 py-0.5 font-medium text-amber-800" data-testid="dirty-badge">
                Unsaved changes
              </span>
            ) : null}
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-1">
          <Button onClick={() => void save()} disabled={!dirty || busy !== null || changed !== null} aria-busy={busy === "save"} title="Save (Ctrl+S / ⌘S)">
            <BusyLabel busy={busy === "save"} busyText="Saving...">
              Save
            </BusyLabel>
          </Button>
          <Button variant="ghost" onClick={() => setMode("rename")} disabled={busy !== null || !base.hash || gone}>
            Rename
          </Button>
          <Button variant="ghost" onClick={() => setMode("delete")} disabled={busy !== null || !base.hash || gone}>
            Delete
          </Button>
          <CopyButton text={draft} label={path} />
          <Button variant="ghost" onClick={() => saveFile(path, draft)}>
            Download file
          </Button>
        </div>
      </div>

      {mode === "rename" ? (
        <PathForm
          initial={path}
          label="New path"
          submitLabel="Rename"
          busyLabel="Renaming..."
          busy={busy === "rename"}
          validate={(to) => (to === path ? "Type the new path." : pathProblem(to))}
          onSubmit={(to) => void rename(to)}
          onCancel={() => setMode("edit")}
        />
      ) : null}
      {mode === "delete" ? (
        <ConfirmBar danger confirmLabel={busy === "delete" ? "Deleting..." : "Delete file"} busy={busy === "delete"} onConfirm={() => void remove()} onCancel={() => setMode("edit")}>
          Delete <span className="font-mono font-semibold">{path}</span>? Its history keeps it: restoring an earlier checkpoint brings it back.
        </ConfirmBar>
      ) : null}
      {error ? <Alert>{error}</Alert> : null}
      <p role="status" aria-live="polite" className={notice ? (problems.length > 0 ? "text-sm text-amber-800" : "text-sm text-green-700") : "sr-only"} data-testid="save-status">
        {notice ?? ""}
      </p>
      {/* Right under the notice, above the editor: a long file must not push them out of sight. */}
      {problems.length > 0 ? <ProblemsList problems={problems} openPath={path} onGoToLine={(line) => editor.current?.goToLine(line)} /> : null}

      {gone ? (
        <div className="space-y-2 rounded-lg border border-dashed border-slate-300 p-4 text-sm text-slate-600">
          <p>This file is no longer in the project.</p>
          <Button variant="secondary" onClick={onClosed}>
            Close it
          </Button>
        </div>
      ) : changed ? (
        <FileChangedView
          changed={changed}
          busy={busy !== null}
          onKeepTheirs={() => {
            setChanged(null);
            if (changed.current) replaceText({ hash: changed.current.hash, content: changed.current.content });
            else onClosed();
          }}
          onOverwrite={() => void save(changed.current?.hash ?? null)}
          onCancel={() => setChanged(null)}
        />
      ) : (
        <>
          <CodeEditor key={round} ref={editor} path={path} initialDoc={draft} label={`Content of ${path}`} onChange={setDraft} autoFocus={refocus} className="h-[50vh] min-h-64" />
          <p className="text-xs text-slate-500">Ctrl+S (⌘S) saves. Tab indents; press Esc, then Tab, to leave the editor.</p>
        </>
      )}
    </section>
  );
}
