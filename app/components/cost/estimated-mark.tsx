/** "estimated", next to a figure that includes calls whose tokens AppForge counted because the provider did not report them. */
export function EstimatedMark({ shown }: { shown: boolean }) {
  if (!shown) return null;
  return (
    <span
      className="ml-1 inline-block whitespace-nowrap text-xs font-medium text-amber-700"
      title="Includes calls whose tokens the provider did not report: AppForge counted them, so the figure is an estimate"
      data-testid="estimated"
    >
      estimated
    </span>
  );
}
