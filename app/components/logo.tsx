export const PRODUCT_NAME = "AppForge";

export function Logo({ inverted = false }: { inverted?: boolean }) {
  return (
    <span className={`flex items-center gap-2 text-lg font-bold ${inverted ? "text-white" : "text-slate-900"}`}>
      <span className="grid h-8 w-8 place-items-center rounded-lg bg-brand-600 text-sm text-white" aria-hidden>
        AF
      </span>
      {PRODUCT_NAME}
    </span>
  );
}
