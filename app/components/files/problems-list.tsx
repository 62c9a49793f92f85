import type { FileProblem } from "../../../workers/contract/files";

interface ProblemsListProps {
  problems: FileProblem[];
  /** The open file: its problems with a line are links to that line. */
  openPath: string;
  onGoToLine(line: number): void;
}

/** Where a problem is, as "path:line". */
export function problemPlace(problem: FileProblem): string {
  return problem.line === null ? problem.path : `${problem.path}:${problem.line}`;
}

/** qa's problems in what a save changed, under the editor; one in the open file goes to its line. */
export function ProblemsList({ problems, openPath, onGoToLine }: ProblemsListProps) {
  return (
    <section aria-label="Problems found by QA" className="space-y-1 rounded-lg border border-red-200 bg-red-50 p-3" data-testid="file-problems">
      <h4 className="text-sm font-semibold text-red-800">
        QA found {problems.length} problem{problems.length === 1 ? "" : "s"}
      </h4>
      <ul className="space-y-1 font-mono text-xs text-red-800">
        {problems.map((problem, index) => {
          const { line } = problem;
          const text = (
            <>
              <span className="font-semibold">{problemPlace(problem)}</span> {problem.check}: {problem.message}
            </>
          );
          return (
            <li key={index} className="[overflow-wrap:anywhere]">
              {problem.path === openPath && line !== null ? (
                <button type="button" onClick={() => onGoToLine(line)} className="text-left underline decoration-red-300 underline-offset-2 hover:decoration-red-700 focus:outline-none focus-visible:ring-2 focus-visible:ring-red-500" title={`Go to line ${line}`}>
                  {text}
                </button>
              ) : (
                text
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
