import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from "react";
import { inputClass } from "../ui";
import { allFolders, buildTree, filterPaths, foldersOf, openByDefault, visibleRows, type FolderNode, type TreeRow } from "./file-tree-model";

interface FileTreeProps {
  paths: readonly string[];
  selectedPath: string | null;
  /** The open file, when it has unsaved changes: marked in the tree. */
  dirtyPath: string | null;
  onSelect(path: string): void;
}

/**
 * The project's files grouped by folder, each folder with its file count, and a filter box. A small project
 * shows every folder open; a bigger one its top folders, the rest a click away (and the open file's folders).
 * It is one Tab stop, as the ARIA tree pattern has it: Up and Down move, Right opens a folder (then enters
 * it), Left closes it (then goes to its parent), Home and End jump, Enter or Space opens a file or folds a
 * folder, and typing a letter goes to the next name that starts with it. Down from the filter box enters the
 * tree; Enter there opens the first match.
 */
export function FileTree({ paths, selectedPath, dirtyPath, onSelect }: FileTreeProps) {
  const filterId = useId();
  const statusId = useId();
  const [query, setQuery] = useState("");
  /** Folders the user opened (true) or closed (false); the others follow openByDefault. */
  const [choices, setChoices] = useState<ReadonlyMap<string, boolean>>(new Map());
  const [focusPath, setFocusPath] = useState<string | null>(null);
  const rowElements = useRef(new Map<string, HTMLLIElement>());
  const searching = query.trim() !== "";
  const matches = useMemo(() => filterPaths(paths, query), [paths, query]);
  const tree = useMemo(() => buildTree(matches), [matches]);
  const folders = useMemo(() => allFolders(tree), [tree]);
  const isOpen = (folder: FolderNode, depth: number) => searching || (choices.get(folder.path) ?? openByDefault(depth, paths.length));
  const rows = visibleRows(tree, isOpen);

  // The open file's folders open with it (a file chosen from a filter stays in sight once the filter is cleared).
  useEffect(() => {
    if (selectedPath === null) return;
    setChoices((previous) => {
      const closed = foldersOf(selectedPath).filter((folder) => previous.get(folder) !== true);
      if (closed.length === 0) return previous;
      const next = new Map(previous);
      for (const folder of closed) next.set(folder, true);
      return next;
    });
  }, [selectedPath]);

  const setOpen = (changes: readonly string[], open: boolean) =>
    setChoices((previous) => {
      const next = new Map(previous);
      for (const folder of changes) next.set(folder, open);
      return next;
    });

  const shown = (path: string | null) => path !== null && rows.some((row) => row.node.path === path);
  // One row is reached by Tab: the one last focused, else the open file, else the first.
  const tabStop = shown(focusPath) ? focusPath : shown(selectedPath) ? selectedPath : (rows[0]?.node.path ?? null);

  function focusRow(path: string | undefined) {
    if (path === undefined) return;
    setFocusPath(path);
    rowElements.current.get(path)?.focus();
  }

  function onRowKey(event: KeyboardEvent, row: TreeRow, index: number) {
    const { node } = row;
    const open = node.kind === "folder" && isOpen(node, row.depth);
    const act = () => (node.kind === "folder" ? (searching ? undefined : setOpen([node.path], !open)) : onSelect(node.path));
    const moves: Record<string, () => void> = {
      ArrowDown: () => focusRow(rows[Math.min(index + 1, rows.length - 1)]?.node.path),
      ArrowUp: () => (index === 0 ? document.getElementById(filterId)?.focus() : focusRow(rows[index - 1]?.node.path)),
      Home: () => focusRow(rows[0]?.node.path),
      End: () => focusRow(rows[rows.length - 1]?.node.path),
      ArrowRight: () => {
        if (node.kind !== "folder") return;
        if (!open) setOpen([node.path], true);
        else focusRow(rows[index + 1]?.node.path);
      },
      ArrowLeft: () => {
        if (node.kind === "folder" && open && !searching) return setOpen([node.path], false);
        if (row.parent !== "") focusRow(row.parent);
      },
      Enter: act,
      " ": act,
    };
    const move = moves[event.key];
    if (move) {
      event.preventDefault();
      move();
      return;
    }
    // Type-ahead: a letter goes to the next row whose name starts with it.
    if (event.key.length === 1 && /\S/.test(event.key) && !event.ctrlKey && !event.metaKey && !event.altKey) {
      const letter = event.key.toLowerCase();
      const after = [...rows.slice(index + 1), ...rows.slice(0, index + 1)];
      const found = after.find((candidate) => candidate.node.name.toLowerCase().startsWith(letter));
      if (found) {
        event.preventDefault();
        focusRow(found.node.path);
      }
    }
  }

  const folderCount = folders.length;
  return (
    <div className="flex min-h-0 flex-col gap-2">
      <label htmlFor={filterId} className="sr-only">
        Filter files
      </label>
      <input
        id={filterId}
        type="search"
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === "ArrowDown" && rows.length > 0) {
            event.preventDefault();
            focusRow(tabStop ?? undefined);
          } else if (event.key === "Enter" && matches[0]) {
            event.preventDefault();
            onSelect(matches[0]);
          }
        }}
        placeholder="Filter by path, e.g. src header"
        autoComplete="off"
        aria-describedby={statusId}
        className={inputClass}
      />
      <div className="flex items-center justify-between gap-2 px-1 text-xs text-slate-600">
        <p id={statusId} role="status" data-testid="file-tree-status">
          {searching
            ? `${matches.length} of ${paths.length} file${paths.length === 1 ? "" : "s"} match`
            : `${paths.length} file${paths.length === 1 ? "" : "s"} in ${folderCount} folder${folderCount === 1 ? "" : "s"}`}
        </p>
        {folderCount > 0 && !searching ? (
          <span className="flex shrink-0 gap-2">
            <button type="button" onClick={() => setOpen(folders, true)} className={LINK}>
              Open all
            </button>
            <button type="button" onClick={() => setOpen(folders, false)} className={LINK}>
              Close all
            </button>
          </span>
        ) : null}
      </div>
      {rows.length === 0 ? (
        <p className="px-1 text-sm text-slate-500">No file path matches “{query.trim()}”.</p>
      ) : (
        <ul role="tree" aria-label="Project files" className="min-h-0 flex-1 overflow-y-auto rounded-lg border border-slate-200 p-1" data-testid="file-tree">
          {rows.map((row, index) => {
            const { node } = row;
            const common = {
              ref: (element: HTMLLIElement | null) => {
                if (element) rowElements.current.set(node.path, element);
                else rowElements.current.delete(node.path);
              },
              role: "treeitem",
              tabIndex: node.path === tabStop ? 0 : -1,
              "aria-level": row.depth + 1,
              "aria-posinset": row.position,
              "aria-setsize": row.siblings,
              "data-path": node.path,
              onFocus: () => setFocusPath(node.path),
              onKeyDown: (event: KeyboardEvent) => onRowKey(event, row, index),
            } as const;
            if (node.kind === "folder") {
              const open = isOpen(node, row.depth);
              return (
                <li
                  key={node.path}
                  {...common}
                  aria-expanded={open}
                  data-testid="folder-item"
                  onClick={() => {
                    setFocusPath(node.path);
                    if (!searching) setOpen([node.path], !open);
                  }}
                  style={{ paddingLeft: `${0.25 + row.depth * 0.875}rem` }}
                  className={`${ROW} font-medium text-slate-700 hover:bg-slate-50`}
                >
                  <Chevron open={open} />
                  <FolderIcon />
                  <span className="min-w-0 truncate">{node.name}</span>
                  <span className="ml-auto shrink-0 rounded-full bg-slate-100 px-1.5 text-[11px] font-normal tabular-nums text-slate-600" title={`${node.files} file${node.files === 1 ? "" : "s"}`}>
                    {node.files}
                    <span className="sr-only"> file{node.files === 1 ? "" : "s"}</span>
                  </span>
                </li>
              );
            }
            const selected = node.path === selectedPath;
            return (
              <li
                key={node.path}
                {...common}
                aria-selected={selected}
                data-testid="file-item"
                title={node.path}
                onClick={() => {
                  setFocusPath(node.path);
                  onSelect(node.path);
                }}
                style={{ paddingLeft: `${1.25 + row.depth * 0.875}rem` }}
                className={`${ROW} font-mono ${selected ? "bg-brand-50 text-brand-800" : "text-slate-700 hover:bg-slate-50"}`}
              >
                <span className="min-w-0 truncate">{node.name}</span>
                {node.path === dirtyPath ? (
                  <span className="ml-auto h-2 w-2 shrink-0 rounded-full bg-amber-500" title="Unsaved changes">
                    <span className="sr-only">(unsaved changes)</span>
                  </span>
                ) : null}
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}

const ROW =
  "flex w-full min-w-0 cursor-pointer items-center gap-1.5 rounded-md py-1 pr-2 text-left text-xs select-none focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-500";
const LINK = "rounded font-medium text-brand-700 underline-offset-2 hover:underline focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-500";

function Chevron({ open }: { open: boolean }) {
  return (
    <svg viewBox="0 0 16 16" className={`h-3 w-3 shrink-0 transition-transform ${open ? "rotate-90" : ""}`} fill="currentColor" aria-hidden="true" focusable="false">
      <path d="M6 4l4 4-4 4z" />
    </svg>
  );
}

function FolderIcon() {
  return (
    <svg viewBox="0 0 16 16" className="h-3.5 w-3.5 shrink-0 text-slate-400" fill="currentColor" aria-hidden="true" focusable="false">
      <path d="M1.5 3.5A1 1 0 0 1 2.5 2.5h3.6l1.5 1.5h5.9a1 1 0 0 1 1 1v7.5a1 1 0 0 1-1 1h-11a1 1 0 0 1-1-1z" />
    </svg>
  );
}
