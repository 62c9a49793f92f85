import type { AppModel } from "../../../model";
import { code } from "../../files";
import type { GeneratedFile } from "../../types";
import { themeFile } from "./theme";

export const baseStyles = `
* {
  box-sizing: border-box;
}

body {
  margin: 0;
  font-family: var(--font-body);
  color: var(--color-text);
  background: var(--color-background);
  line-height: 1.5;
}

h1,
h2,
h3 {
  font-weight: var(--heading-weight);
  line-height: 1.2;
  margin: 0 0 calc(var(--space) * 0.5);
}

a {
  color: var(--color-primary);
}

.app-header {
  display: flex;
  align-items: center;
  gap: calc(var(--space) * 1.5);
  padding: calc(var(--space) * 0.75) calc(var(--space) * 1.5);
  background: var(--color-surface);
  border-bottom: 1px solid var(--color-border);
}

.brand {
  font-weight: var(--heading-weight);
  font-size: 1.125rem;
  color: var(--color-text);
  text-decoration: none;
}

.app-nav {
  display: flex;
  flex-wrap: wrap;
  gap: calc(var(--space) * 0.25);
  flex: 1;
}

.app-nav a {
  padding: 0.375rem 0.75rem;
  border-radius: var(--radius);
  color: var(--color-muted);
  text-decoration: none;
}

.app-nav a.active {
  color: var(--color-primary);
  background: color-mix(in srgb, var(--color-primary) 10%, transparent);
}

.account {
  display: flex;
  align-items: center;
  gap: calc(var(--space) * 0.5);
  color: var(--color-muted);
}

.app-header .nav-toggle {
  display: none;
}

.app-main {
  max-width: 1100px;
  margin: 0 auto;
  padding: calc(var(--space) * 2) calc(var(--space) * 1.5);
}

.screen {
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: var(--space);
}

.screen-header {
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: var(--space);
}

.card {
  background: var(--color-surface);
  border: 1px solid var(--color-border);
  border-radius: var(--radius);
  box-shadow: var(--shadow);
  padding: calc(var(--space) * 1.25);
}

a.card {
  color: inherit;
  text-decoration: none;
}

.cards {
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(200px, 1fr));
  gap: var(--space);
}

.button {
  display: inline-flex;
  align-items: center;
  justify-content: center;
  padding: 0.5rem 1rem;
  border: 1px solid var(--color-primary);
  border-radius: var(--radius);
  background: var(--color-primary);
  color: var(--color-primary-text);
  font: inherit;
  text-decoration: none;
  cursor: pointer;
}

.button.secondary {
  background: transparent;
  color: var(--color-primary);
}

.button.danger {
  background: var(--color-danger);
  border-color: var(--color-danger);
  justify-self: start;
}

.button:disabled {
  opacity: 0.6;
  cursor: default;
}

.form {
  display: grid;
  gap: var(--space);
  max-width: 560px;
}

.field {
  display: grid;
  gap: 0.25rem;
}

.field label.required::after {
  content: " *";
  color: var(--color-danger);
}

.field input,
.field select,
.field textarea {
  font: inherit;
  padding: 0.5rem 0.625rem;
  border: 1px solid var(--color-border);
  border-radius: var(--radius);
  background: var(--color-surface);
  color: var(--color-text);
}

.field.checkbox {
  display: flex;
  align-items: center;
  gap: 0.5rem;
}

.table {
  width: 100%;
  border-collapse: collapse;
  background: var(--color-surface);
  border: 1px solid var(--color-border);
  border-radius: var(--radius);
  overflow: hidden;
}

.table th,
.table td {
  text-align: left;
  padding: 0.625rem 0.75rem;
  border-bottom: 1px solid var(--color-border);
}

.table th {
  color: var(--color-muted);
  font-weight: 600;
  font-size: 0.875rem;
}

.muted {
  color: var(--color-muted);
}

.error {
  color: var(--color-danger);
  background: color-mix(in srgb, var(--color-danger) 8%, transparent);
  border-radius: var(--radius);
  padding: 0.75rem 1rem;
  margin: 0;
}

.stat {
  font-size: 2rem;
  font-weight: var(--heading-weight);
  color: var(--color-primary);
}
`;

/** Layout for phones and tablets: a menu button instead of the nav bar, tables that scroll. */
export const responsiveStyles = `
@media (max-width: 720px) {
  .app-header {
    flex-wrap: wrap;
    padding: calc(var(--space) * 0.75);
  }

  .app-header .nav-toggle {
    display: inline-flex;
    margin-left: auto;
  }

  .app-nav {
    display: none;
    flex-basis: 100%;
    flex-direction: column;
  }

  .app-nav.open {
    display: flex;
  }

  .app-main {
    padding: var(--space) calc(var(--space) * 0.75);
  }

  .screen-header {
    flex-direction: column;
    align-items: flex-start;
  }

  .table-scroll {
    overflow-x: auto;
  }

  .form {
    max-width: none;
  }
}
`;

export function styleFiles(model: AppModel): GeneratedFile[] {
  return [
    themeFile(model),
    code("frontend/src/styles.css", "frontend", baseStyles),
    ...(model.features.includes("mobile-responsive") ? [code("frontend/src/responsive.css", "frontend", responsiveStyles)] : []),
  ];
}
