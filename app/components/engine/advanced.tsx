import { useId, useState, type ReactNode } from "react";
import { LineIcon } from "../line-icon";

interface AdvancedProps {
  /** A few words after "Advanced:", naming what is inside (its button's name reads "Advanced: ..."). */
  summary: string;
  /** One sentence, first inside: what these controls do, and why they are rarely needed. */
  explanation: ReactNode;
  children: ReactNode;
  testId?: string;
}

/**
 * A closed-by-default disclosure for engine plumbing (running tasks by hand): a button with aria-expanded
 * that shows or hides a region starting with a sentence of what the controls do. Closed, its controls are
 * out of sight and out of the Tab order.
 */
export function Advanced({ summary, explanation, children, testId }: AdvancedProps) {
  const [open, setOpen] = useState(false);
  const regionId = useId();
  return (
    <div className="rounded-lg border border-slate-200 bg-white" data-testid={testId}>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={regionId}
        onClick={() => setOpen((current) => !current)}
        className="flex w-full items-center justify-between gap-3 rounded-lg px-3 py-2 text-left text-sm hover:bg-slate-50 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-500"
      >
        <span className="min-w-0">
          <span className="font-medium text-slate-700">Advanced</span>
          <span className="text-slate-600">: {summary}</span>
        </span>
        <LineIcon className={`h-4 w-4 shrink-0 text-slate-500 transition-transform ${open ? "rotate-180" : ""}`}>
          <path d="M6 9l6 6 6-6" />
        </LineIcon>
      </button>
      <div id={regionId} role="region" aria-label={`Advanced: ${summary}`} hidden={!open} className="space-y-3 border-t border-slate-100 px-3 py-3">
        <p className="text-sm text-slate-600">{explanation}</p>
        {children}
      </div>
    </div>
  );
}
