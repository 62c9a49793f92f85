import type { AppModel } from "../../../model";
import { code } from "../../files";
import type { GeneratedFile } from "../../types";
import { dataLayerFiles } from "../frontend/data-layer";
import { entityFormFiles } from "./entity-form";
import { VITE_API_BASE } from "../frontend/data-layer";
import { REACT_ROUTER } from "./routing";
import { templateText } from "../../template-texts";

const table = (router: string) => `
import { Link } from "${router}";
import type { AnyRecord, EntityMeta } from "../entities/meta";
import { formatValue } from "./format";
import { useReferenceLabels } from "./useReferenceLabels";

const MAX_COLUMNS = 5;

/**
 * A record type's list: the naming field first, each row linking to the record. A table wider than the screen
 * scrolls in its own box (a region the keyboard can scroll too); each cell carries its column's name for the
 * phone layout, which shows rows as cards.
 */
export function EntityTable({ meta, records, empty }: { meta: EntityMeta; records: AnyRecord[]; empty: string }) {
  const labels = useReferenceLabels(meta);
  if (records.length === 0) return <p className="muted">{empty}</p>;
  const columns = [
    ...meta.fields.filter((field) => field.name === meta.displayField),
    ...meta.fields.filter((field) => field.name !== meta.displayField && field.format !== "long"),
  ].slice(0, MAX_COLUMNS);
  return (
    <div className="table-scroll records" role="region" aria-label={meta.pluralLabel} tabIndex={0}>
      <table className="table">
        <thead>
          <tr>
            {columns.map((field) => (
              <th key={field.name} scope="col">
                {field.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {records.map((record) => (
            <tr key={record.id}>
              {columns.map((field, index) => {
                const value = record[field.name];
                const shown =
                  field.kind === "reference" && typeof value === "string"
                    ? (labels[field.name]?.[value] ?? value)
                    : formatValue(field.kind, value, field.currency);
                return (
                  <td key={field.name} data-label={field.label}>
                    {index === 0 ? <Link to={\`/\${meta.route}/\${encodeURIComponent(record.id)}\`}>{shown}</Link> : shown}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
`;

const notFound = (router: string) => `
import { Link } from "${router}";

export function NotFound() {
  return (
    <section className="screen">
      <h1>Page not found</h1>
      <p>
        <Link to="/">Back to the start</Link>
      </p>
    </section>
  );
}
`;

/**
 * The generic parts every screen is built from: the data layer, table, form, references and messages.
 * `router` is the module links come from, `apiBase` the expression the API client reads the API's origin from.
 */
export function componentFiles(model: AppModel, router = REACT_ROUTER, apiBase = VITE_API_BASE): GeneratedFile[] {
  const ui = (path: string, content: string) => code(`frontend/src/${path}`, "frontend", content);
  return [
    ...dataLayerFiles(model, apiBase),
    ui("components/useRecords.ts", templateText("shared/react/templates/frontend/src/components/useRecords.ts")),
    ui("components/useReferenceLabels.ts", templateText("shared/react/templates/frontend/src/components/useReferenceLabels.ts")),
    ui("components/EntityTable.tsx", table(router)),
    ...entityFormFiles(),
    ui("components/ErrorMessage.tsx", templateText("shared/react/templates/frontend/src/components/ErrorMessage.tsx")),
    ui("components/NotFound.tsx", notFound(router)),
  ];
}
