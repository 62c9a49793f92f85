import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { Page } from "@playwright/test";

// axe-core (from npm) evaluated in the page: the product's Content-Security-Policy refuses inline script tags.
const axeSource = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

interface Violation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[]; html: string }[];
}

/**
 * The page's serious and critical axe violations, each in one line (minor and moderate ones are printed); with
 * `within` (a CSS selector), those of that part of the page only.
 */
export async function seriousViolations(page: Page, screen: string, within?: string): Promise<string[]> {
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async (selector) => {
    const axe = (window as unknown as { axe: { run: (context: Document | string, options: object) => Promise<{ violations: Violation[] }> } }).axe;
    const result = await axe.run(selector ?? document, { resultTypes: ["violations"] });
    return result.violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      help: violation.help,
      nodes: violation.nodes.slice(0, 3).map((node) => ({ target: node.target, html: node.html.slice(0, 160) })),
    }));
  }, within ?? null);
  const serious = violations.filter((violation) => violation.impact === "serious" || violation.impact === "critical");
  const lesser = violations.filter((violation) => !serious.includes(violation));
  if (lesser.length > 0) console.log(`${screen}: ${lesser.map((violation) => `${violation.impact} ${violation.id}`).join(", ")}`);
  return serious.map((violation) => `${screen}: ${violation.impact} ${violation.id} (${violation.help}) at ${violation.nodes.map((node) => `${node.target.join(" ")} ${node.html}`).join("; ")}`);
}
