import { useId, useMemo, useRef, useState, type KeyboardEvent } from "react";
import { inputClass } from "../ui";
import { buildTree, filterPaths, visibleRows, type TreeRow } from "./file-tree-model";
import { parentOf } from "./paths";

interface FileTreeProps {
  paths: readonly string[];
  selectedPath: string | null;
  /** The open file, when it has unsaved changes: marked in the tree. */
  dirtyPath: string | null;
  onSelect(path: string): void;
}

/**
 * The project's folders and files with a search box. From the keyboard: Down from the search box enters the
 * tree, Enter there opens the first match; in the tree Up and Down move, Left and Right fold and unfold,
 * Home and End jump.
 */
export function FileTree({ paths, selectedPath, dirtyPath, onSelect }: FileTreeProps) {
  const searchId = useId();
  const [query, setQuery] = useState("");
  const [collapsed, setCollapsed] = useState<ReadonlySet<string>>(new Set());
  const list = useRef<HTMLUListElement>(null);
  const searching = query.trim() !== "";
  const matches = useMemo(() => filterPaths(paths, query), [paths, query]);
  const rows = useMemo(() => visibleRows(buildTree(matches), collapsed, searching), [matches, collapsed, searching]);

  const toggle = (folder: string, open?: boolean) =>
    setCollapsed((previous) => {
      const next = new Set(previous);
      if (open ?? next.has(folder)) next.delete(folder);
      else next.add(folder);
      return next;
    });

  const focusRow = (index: number) => list.current?.querySelectorAll<HTMLButtonElement>("[data-row]")[index]?.focus();

  function onRowKey(event: KeyboardEvent, row: TreeRow, index: number) {
    const { node } = row;
    const moves: Record<string, () => void> = {
      ArrowDown: () => focusRow(Math.min(index + 1, rows.length - 1)),
      ArrowUp: () => (index === 0 ? document.getElementById(searchId)?.focus() : focusRow(index - 1)),
      Home: () => focusRow(0),
      End: () => focusRow(rows.length - 1),
      ArrowRight: () => (node.kind === "folder" ? toggle(node.path, true) : undefined),
      ArrowLeft: () => {
        if (node.kind === "folder" && !collapsed.has(node.path) && !searching) return toggle(node.path, false);
        const parent = rows.findIndex((candidate) => candidate.node.kind === "folder" && candidate.node.path === parentOf(node.path));
        if (parent !== -1) focusRow(parent);
      },
    };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    move();
  }

  return (
    <div className="flex min-h-0 flex-col gap-2">
      <label htmlFor={searchId} className="sr-only">
        Search files
      </label>
      <input
        id={searchId}
        type="search"
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === "ArrowDown" && rows.length > 0) {
            event.preventDefault();
            focusRow(0);
          } else if (event.key === "Enter" && matches[0]) {
            event.preventDefault();
            onSelect(matches[0]);
          }
        }}
        placeholder="Search files by path"
        autoComplete="off"
        className={inputClass}
      />
      {rows.length === 0 ? (
        <p className="px-1 text-sm text-slate-500">No file path matches “{query.trim()}”.</p>
      ) : (
        <ul ref={list} aria-label="Project files" className="min-h-0 flex-1 overflow-y-auto rounded-lg border border-slate-200 p-1" data-testid="file-tree">
          {rows.map((row, index) => (
            <li key={row.node.path}>
              {row.node.kind === "folder" ? (
                <button
                  type="button"
                  data-row
                  aria-expanded={searching || !collapsed.has(row.node.path)}
                  onClick={() => toggle(row.node.path)}
                  onKeyDown={(event) => onRowKey(event, row, index)}
                  style={{ paddingLeft: `${0.5 + row.depth * 0.875}rem` }}
                  className={`${ROW} font-medium text-slate-600 hover:bg-slate-50`}
                >
                  <Chevron open={searching || !collapsed.has(row.node.path)} />
                  <span className="truncate">{row.node.name}</span>
                </button>
              ) : (
                <button
                  type="button"
                  data-row
                  data-testid="file-item"
                  data-path={row.node.path}
                  aria-pressed={row.node.path === selectedPath}
                  title={row.node.path}
                  onClick={() => onSelect(row.node.path)}
                  onKeyDown={(event) => onRowKey(event, row, index)}
                  style={{ paddingLeft: `${1.5 + row.depth * 0.875}rem` }}
                  className={`${ROW} font-mono ${row.node.path === selectedPath ? "bg-brand-50 text-brand-800" : "text-slate-700 hover:bg-slate-50"}`}
                >
                  <span className="truncate">{row.node.name}</span>
                  {row.node.path === dirtyPath ? (
                    <span className="ml-auto h-2 w-2 shrink-0 rounded-full bg-amber-500" title="Unsaved changes">
                      <span className="sr-only">(unsaved changes)</span>
                    </span>
                  ) : null}
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

const ROW = "flex w-full min-w-0 items-center gap-1.5 rounded-md py-1 pr-2 text-left text-xs focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-500";

function Chevron({ open }: { open: boolean }) {
  return (
    <svg viewBox="0 0 16 16" className={`h-3 w-3 shrink-0 transition-transform ${open ? "rotate-90" : ""}`} fill="currentColor" aria-hidden="true" focusable="false">
      <path d="M6 4l4 4-4 4z" />
    </svg>
  );
}
