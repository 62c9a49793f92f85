import type { DesignStyle } from "../../../../contract/project-options";
import type { AppModel } from "../../../model";
import { code, lines } from "../../files";
import type { GeneratedFile } from "../../types";

/** The design style's tokens: colours, type, shape and depth. System font stacks only (nothing to download). */
interface Tokens {
  primary: string;
  primaryText: string;
  accent: string;
  background: string;
  surface: string;
  text: string;
  muted: string;
  border: string;
  danger: string;
  radius: string;
  font: string;
  headingWeight: number;
  shadow: string;
  space: string;
}

export const DESIGN_TOKENS: Record<DesignStyle, Tokens> = {
  modern: {
    primary: "#4f46e5",
    primaryText: "#ffffff",
    accent: "#06b6d4",
    background: "#f8fafc",
    surface: "#ffffff",
    text: "#0f172a",
    muted: "#64748b",
    border: "#e2e8f0",
    danger: "#dc2626",
    radius: "12px",
    font: `Inter, "Segoe UI", Roboto, system-ui, sans-serif`,
    headingWeight: 700,
    shadow: "0 1px 3px rgba(15, 23, 42, 0.08), 0 8px 24px rgba(15, 23, 42, 0.06)",
    space: "1rem",
  },
  professional: {
    primary: "#1e3a8a",
    primaryText: "#ffffff",
    accent: "#0f766e",
    background: "#f4f6f9",
    surface: "#ffffff",
    text: "#1f2937",
    muted: "#6b7280",
    border: "#d1d5db",
    danger: "#b91c1c",
    radius: "6px",
    font: `"Source Sans 3", "Segoe UI", Helvetica, Arial, sans-serif`,
    headingWeight: 600,
    shadow: "0 1px 2px rgba(31, 41, 55, 0.08)",
    space: "0.875rem",
  },
  creative: {
    primary: "#db2777",
    primaryText: "#ffffff",
    accent: "#f59e0b",
    background: "#fff7ed",
    surface: "#ffffff",
    text: "#3b0764",
    muted: "#86198f",
    border: "#fbcfe8",
    danger: "#e11d48",
    radius: "18px",
    font: `Poppins, "Trebuchet MS", system-ui, sans-serif`,
    headingWeight: 800,
    shadow: "0 10px 30px rgba(219, 39, 119, 0.15)",
    space: "1.125rem",
  },
  minimal: {
    primary: "#111827",
    primaryText: "#ffffff",
    accent: "#6b7280",
    background: "#ffffff",
    surface: "#ffffff",
    text: "#111827",
    muted: "#6b7280",
    border: "#e5e7eb",
    danger: "#b91c1c",
    radius: "4px",
    font: `system-ui, -apple-system, "Segoe UI", sans-serif`,
    headingWeight: 500,
    shadow: "none",
    space: "1rem",
  },
};

export function themeFile(model: AppModel): GeneratedFile {
  const tokens = DESIGN_TOKENS[model.design];
  return code(
    "frontend/src/theme/tokens.css",
    "frontend",
    lines(
      `/* Design tokens: the "${model.design}" style. Components use only these variables. */`,
      ":root {",
      `  --color-primary: ${tokens.primary};`,
      `  --color-primary-text: ${tokens.primaryText};`,
      `  --color-accent: ${tokens.accent};`,
      `  --color-background: ${tokens.background};`,
      `  --color-surface: ${tokens.surface};`,
      `  --color-text: ${tokens.text};`,
      `  --color-muted: ${tokens.muted};`,
      `  --color-border: ${tokens.border};`,
      `  --color-danger: ${tokens.danger};`,
      `  --radius: ${tokens.radius};`,
      `  --font-body: ${tokens.font};`,
      `  --heading-weight: ${tokens.headingWeight};`,
      `  --shadow: ${tokens.shadow};`,
      `  --space: ${tokens.space};`,
      "}",
    ),
  );
}
