import type { DiffResponse } from "../../../workers/contract/files";
import { diffLines, hunkHeader, omittedText } from "./history-text";

const CHANGE_CLASSES = {
  added: "bg-green-50 text-green-800 ring-green-600/20",
  modified: "bg-blue-50 text-blue-800 ring-blue-600/20",
  deleted: "bg-red-50 text-red-800 ring-red-600/20",
} as const;

const LINE_CLASSES = {
  added: "bg-green-50 text-green-900",
  removed: "bg-red-50 text-red-900",
  same: "text-slate-700",
} as const;

const SIGNS = { added: "+", removed: "-", same: " " } as const;

/**
 * What changed between two checkpoints: per file, its hunks with added lines green and removed ones red, and
 * how many changed lines the server left out of a long one (never a partial diff shown as the whole).
 */
export function DiffView({ diff }: { diff: DiffResponse }) {
  if (diff.files.length === 0) return <p className="text-sm text-slate-500">No file differs between these checkpoints.</p>;
  return (
    <div className="space-y-3" data-testid="checkpoint-diff">
      {diff.files.map((file) => (
        <section key={file.path} aria-label={`Changes to ${file.path}`} className="overflow-hidden rounded-lg border border-slate-200" data-testid="diff-file" data-path={file.path}>
          <h4 className="flex items-center gap-2 border-b border-slate-200 bg-slate-50 px-3 py-1.5 font-mono text-xs font-semibold break-all text-slate-800">
            <span className={`rounded-full px-2 py-0.5 font-sans text-[11px] font-medium ring-1 ring-inset ${CHANGE_CLASSES[file.change]}`}>{file.change}</span>
            {file.path}
          </h4>
          <div className="overflow-x-auto">
            <table className="w-full border-collapse font-mono text-xs leading-relaxed">
              {file.hunks.map((hunk, index) => (
                <tbody key={index}>
                  <tr>
                    <td colSpan={4} className="bg-slate-100 px-3 py-0.5 text-slate-500">
                      {hunkHeader(hunk)}
                    </td>
                  </tr>
                  {diffLines(hunk).map((line, row) => (
                    <tr key={row} className={LINE_CLASSES[line.kind]} data-kind={line.kind}>
                      <td className="w-10 px-2 text-right text-slate-400 select-none">{line.oldNumber ?? ""}</td>
                      <td className="w-10 px-2 text-right text-slate-400 select-none">{line.newNumber ?? ""}</td>
                      <td className="w-4 text-center select-none" aria-label={line.kind === "same" ? undefined : line.kind}>
                        {SIGNS[line.kind]}
                      </td>
                      <td className="pr-3 whitespace-pre">{line.text}</td>
                    </tr>
                  ))}
                </tbody>
              ))}
            </table>
          </div>
          {file.omittedLines > 0 ? (
            <p className="border-t border-slate-200 bg-amber-50 px-3 py-1.5 text-xs text-amber-900" data-testid="diff-omitted">
              {omittedText(file.omittedLines)}
            </p>
          ) : null}
        </section>
      ))}
    </div>
  );
}
