import type { AppModel } from "../../../model";
import { code } from "../../files";
import type { GeneratedFile } from "../../types";
import { dataLayerFiles } from "../frontend/data-layer";
import { entityFormFiles } from "./entity-form";
import { VITE_API_BASE } from "../frontend/data-layer";
import { REACT_ROUTER } from "./routing";

const useRecords = `
import { useCallback, useEffect, useState } from "react";

/** Loads a list once and on demand (reload), keeping the last error for the screen to show. */
export function useRecords<T>(load: () => Promise<T[]>) {
  const [records, setRecords] = useState<T[]>([]);
  const [error, setError] = useState<unknown>(null);
  const [loading, setLoading] = useState(true);

  const reload = useCallback(async () => {
    try {
      setRecords(await load());
      setError(null);
    } catch (failure) {
      setError(failure);
    } finally {
      setLoading(false);
    }
  }, [load]);

  useEffect(() => {
    void reload();
  }, [reload]);

  return { records, error, loading, reload };
}
`;

const referenceLabels = `
import { useEffect, useState } from "react";
import { request } from "../api/client";
import type { AnyRecord, EntityMeta } from "../entities/meta";
import { formatValue } from "./format";

/** For each reference field of a record type: the names of the records it can point at, by id. */
export function useReferenceLabels(meta: EntityMeta): Record<string, Record<string, string>> {
  const [labels, setLabels] = useState<Record<string, Record<string, string>>>({});
  useEffect(() => {
    let active = true;
    const references = meta.fields.filter((field) => field.target);
    Promise.all(
      references.map(async (field) => {
        const target = field.target;
        if (!target) return [field.name, {}] as const;
        const records = await request<AnyRecord[]>("GET", \`/api/\${target.route}\`);
        const names = Object.fromEntries(
          records.map((record) => [record.id, formatValue(target.displayKind, record[target.displayField])]),
        );
        return [field.name, names] as const;
      }),
    ).then(
      (entries) => {
        if (active) setLabels(Object.fromEntries(entries));
      },
      () => {
        // Names are a nicety: without them the table shows ids.
      },
    );
    return () => {
      active = false;
    };
  }, [meta]);
  return labels;
}
`;

const table = (router: string) => `
import { Link } from "${router}";
import type { AnyRecord, EntityMeta } from "../entities/meta";
import { formatValue } from "./format";
import { useReferenceLabels } from "./useReferenceLabels";

const MAX_COLUMNS = 5;

/** A record type's list: the naming field first, each row linking to the record. */
export function EntityTable({ meta, records, empty }: { meta: EntityMeta; records: AnyRecord[]; empty: string }) {
  const labels = useReferenceLabels(meta);
  if (records.length === 0) return <p className="muted">{empty}</p>;
  const columns = [
    ...meta.fields.filter((field) => field.name === meta.displayField),
    ...meta.fields.filter((field) => field.name !== meta.displayField && field.format !== "long"),
  ].slice(0, MAX_COLUMNS);
  return (
    <div className="table-scroll">
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
                    : formatValue(field.kind, value);
                return (
                  <td key={field.name}>
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

const errorMessage = `
import { ApiError } from "../api/client";

/** Shows a failed call in words a user can act on. */
export function ErrorMessage({ error }: { error: unknown }) {
  if (!error) return null;
  let text = "Something went wrong. Please try again.";
  if (error instanceof ApiError) text = error.message;
  else if (error instanceof TypeError) text = "The server cannot be reached. Check your connection and try again.";
  return (
    <p role="alert" className="error">
      {text}
    </p>
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
    ui("components/useRecords.ts", useRecords),
    ui("components/useReferenceLabels.ts", referenceLabels),
    ui("components/EntityTable.tsx", table(router)),
    ...entityFormFiles(),
    ui("components/ErrorMessage.tsx", errorMessage),
    ui("components/NotFound.tsx", notFound(router)),
  ];
}
