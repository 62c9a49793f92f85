import { CheckIcon } from "./icons";

type PreviewStatus = "done" | "working" | "queued";

const AGENTS: { name: string; task: string; status: PreviewStatus }[] = [
  { name: "Architect", task: "System design ready", status: "done" },
  { name: "Frontend", task: "Building checkout page", status: "working" },
  { name: "Backend", task: "Writing payments API", status: "working" },
  { name: "DevOps", task: "Container config", status: "done" },
  { name: "QA", task: "Waiting for build", status: "queued" },
  { name: "Deployment", task: "Waiting for QA", status: "queued" },
];

const BADGE: Record<PreviewStatus, string> = {
  done: "bg-emerald-100 text-emerald-700",
  working: "bg-brand-100 text-brand-700",
  queued: "bg-slate-100 text-slate-500",
};

/** A decorative, static picture of the live project view shown in the hero. */
export function AgentPreview() {
  return (
    <div
      aria-hidden="true"
      className="w-full max-w-md rounded-2xl border border-white/20 bg-white/95 p-5 text-left shadow-2xl shadow-black/25 ring-1 ring-black/5"
    >
      <div className="flex items-center justify-between gap-3">
        <div className="min-w-0">
          <p className="truncate text-sm font-semibold text-slate-900">ShopNest storefront</p>
          <p className="text-xs text-slate-500">6 agents · live</p>
        </div>
        <span className="flex items-center gap-1.5 rounded-full bg-emerald-50 px-2.5 py-1 text-xs font-medium text-emerald-700">
          <span className="h-2 w-2 animate-pulse rounded-full bg-emerald-500" />
          Building
        </span>
      </div>
      <div className="mt-4">
        <div className="flex justify-between text-xs text-slate-500">
          <span>Progress</span>
          <span className="font-medium text-slate-700">62.5%</span>
        </div>
        <div className="mt-1 h-2 overflow-hidden rounded-full bg-slate-100">
          <div className="h-full w-[62.5%] rounded-full bg-gradient-to-r from-brand-500 to-violet-500" />
        </div>
      </div>
      <ul className="mt-4 grid grid-cols-1 gap-2 sm:grid-cols-2">
        {AGENTS.map((a) => (
          <li key={a.name} className="flex items-center gap-2 rounded-lg border border-slate-100 p-2">
            <span className={`grid h-7 w-7 shrink-0 place-items-center rounded-md text-xs font-bold ${BADGE[a.status]}`}>
              {a.status === "done" ? <CheckIcon /> : a.name.charAt(0)}
            </span>
            <span className="min-w-0">
              <span className="block text-xs font-semibold text-slate-800">{a.name}</span>
              <span className="block truncate text-[11px] text-slate-500">{a.task}</span>
            </span>
          </li>
        ))}
      </ul>
      <div className="mt-4 flex items-center justify-between border-t border-slate-100 pt-3 text-xs text-slate-500">
        <span>AI spend</span>
        <span className="font-medium text-slate-700">$1.84 of $5.00 budget</span>
      </div>
    </div>
  );
}
