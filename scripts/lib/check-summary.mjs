/** The table check-generated.mjs ends with: one row per distinct package, each step's result and time. */
export function printSummary(results, wallStart) {
  if (results.length === 0) return;
  const cell = (step) => (step ? (step.status === "ok" ? `ok ${step.seconds.toFixed(0)}s` : `${step.status} ${step.seconds.toFixed(0)}s`) : "-");
  const rows = results.map((row) => [
    row.key,
    row.group,
    row.pkg,
    cell(row.steps.install),
    cell(row.steps.test),
    cell(row.steps.build),
    row.database ?? "-",
    cell(row.steps.smoke),
  ]);
  const header = ["content", "first seen in", "package", "install", "test/check", "build", "database tests", "smoke"];
  const widths = header.map((title, i) => Math.max(title.length, ...rows.map((row) => row[i].length)));
  const line = (cells) => cells.map((text, i) => text.padEnd(widths[i])).join("  ").trimEnd();
  console.log(`\nSummary (${((performance.now() - wallStart) / 1000).toFixed(0)}s wall):`);
  console.log(line(header));
  console.log(line(widths.map((width) => "-".repeat(width))));
  for (const row of rows) console.log(line(row));
  const bad = results.filter((row) => Object.values(row.steps).some((step) => step.status !== "ok"));
  console.log(bad.length === 0 ? "\nAll generated packages passed." : `\n${bad.length} package(s) failed.`);
}
