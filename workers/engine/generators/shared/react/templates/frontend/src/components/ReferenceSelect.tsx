import { useEffect, useState } from "react";
import { request } from "../api/client";
import type { AnyRecord, FieldMeta } from "../entities/meta";
import { formatValue } from "./format";

/** A select of the records a reference field can point at. */
export function ReferenceSelect({
  id,
  field,
  value,
  onChange,
}: {
  id: string;
  field: FieldMeta;
  value: string;
  onChange: (value: string) => void;
}) {
  const [options, setOptions] = useState<AnyRecord[]>([]);
  const target = field.target;
  useEffect(() => {
    if (!target) return;
    let active = true;
    request<AnyRecord[]>("GET", `/api/${target.route}`).then(
      (records) => {
        if (active) setOptions(records);
      },
      () => {
        if (active) setOptions([]);
      },
    );
    return () => {
      active = false;
    };
  }, [target]);
  return (
    <select id={id} value={value} required={field.required} onChange={(event) => onChange(event.target.value)}>
      <option value="">{field.required ? `Choose a ${field.label.toLowerCase()}` : "None"}</option>
      {options.map((record) => (
        <option key={record.id} value={record.id}>
          {target ? formatValue(target.displayKind, record[target.displayField]) : record.id}
        </option>
      ))}
    </select>
  );
}
