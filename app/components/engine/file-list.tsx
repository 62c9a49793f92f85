import { useEffect, useRef, useState } from "react";
import type { ProjectFile } from "../../../workers/contract/files";
import { PILL } from "./display";
import type { FileGroup } from "./files-api";

/** The copy confirmation shows for two seconds. */
export const COPY_CONFIRMATION_MS = 2_000;

const TYPE_CLASSES: Record<ProjectFile["type"], string> = {
  code: "bg-blue-50 text-blue-700 ring-blue-600/20",
  config: "bg-purple-50 text-purple-700 ring-purple-600/20",
  documentation: "bg-green-50 text-green-700 ring-green-600/20",
  test: "bg-amber-50 text-amber-800 ring-amber-600/30",
  script: "bg-slate-100 text-slate-700 ring-slate-500/20",
};

interface FileListProps {
  groups: FileGroup[];
  selectedPath: string | null;
  onSelect(file: ProjectFile): void;
  onCopyFailed(): void;
}

/** Files grouped by category, each with its path, a type badge and a copy button. */
export function FileList({ groups, selectedPath, onSelect, onCopyFailed }: FileListProps) {
  return (
    <div className="max-h-64 space-y-4 overflow-y-auto rounded-lg border border-slate-200 p-3">
      {groups.map((group) => (
        <section key={group.category} aria-label={`${group.category} files`} className="space-y-1">
          <h3 className="text-xs font-semibold tracking-wide text-slate-500 uppercase">
            {group.category} <span className="font-normal">({group.files.length})</span>
          </h3>
          <ul className="space-y-1">
            {group.files.map((file) => (
              <li key={file.path} className="flex items-center gap-1">
                <button
                  type="button"
                  onClick={() => onSelect(file)}
                  aria-pressed={file.path === selectedPath}
                  data-testid="file-item"
                  data-path={file.path}
                  className={`flex min-w-0 flex-1 items-center justify-between gap-2 rounded-md px-2 py-1.5 text-left focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 ${
                    file.path === selectedPath ? "bg-brand-50 text-brand-800" : "text-slate-700 hover:bg-slate-50"
                  }`}
                >
                  <span className="min-w-0 truncate font-mono text-xs" title={file.path}>
                    {file.path}
                  </span>
                  <span className={`${PILL} ${TYPE_CLASSES[file.type]}`}>{file.type}</span>
                </button>
                <CopyButton file={file} onFailed={onCopyFailed} />
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

function CopyButton({ file, onFailed }: { file: ProjectFile; onFailed(): void }) {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  async function copy() {
    try {
      await navigator.clipboard.writeText(file.content);
      setCopied(true);
      if (timer.current) clearTimeout(timer.current);
      timer.current = setTimeout(() => setCopied(false), COPY_CONFIRMATION_MS);
    } catch {
      onFailed();
    }
  }

  return (
    <button
      type="button"
      onClick={() => void copy()}
      aria-label={copied ? `Copied ${file.path}` : `Copy ${file.path}`}
      title={copied ? "Copied" : "Copy content"}
      className="grid h-8 w-8 shrink-0 place-items-center rounded-md text-slate-500 hover:bg-slate-100 hover:text-slate-800 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-500"
    >
      <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={1.8} strokeLinecap="round" strokeLinejoin="round" className={`h-4 w-4 ${copied ? "text-green-600" : ""}`} aria-hidden="true" focusable="false">
        {copied ? (
          <path d="M5 12.5l4.5 4.5L19 7.5" />
        ) : (
          <>
            <rect x="9" y="9" width="11" height="11" rx="2" />
            <path d="M5 15V5a1 1 0 011-1h10" />
          </>
        )}
      </svg>
    </button>
  );
}
