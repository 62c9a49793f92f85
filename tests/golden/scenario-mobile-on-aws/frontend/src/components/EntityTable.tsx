import { Link } from "@/routing";
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
                    {index === 0 ? <Link to={`/${meta.route}/${encodeURIComponent(record.id)}`}>{shown}</Link> : shown}
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
