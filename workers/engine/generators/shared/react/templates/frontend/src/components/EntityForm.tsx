import { useState, type FormEvent } from "react";
import { ApiError } from "../api/client";
import type { AnyRecord, EntityMeta, FieldMeta, RecordValue } from "../entities/meta";
import { toFormValues, toPayload, type FormValues } from "./form-values";
import { ReferenceSelect } from "./ReferenceSelect";

const INPUT_TYPES: Record<string, string> = { email: "email", url: "url" };

function Input({ field, value, onChange }: { field: FieldMeta; value: string | boolean; onChange: (value: string | boolean) => void }) {
  const id = `field-${field.name}`;
  const label = (
    <label htmlFor={id} className={field.required && field.kind !== "boolean" ? "required" : undefined}>
      {field.label}
    </label>
  );
  if (field.kind === "boolean") {
    return (
      <div className="field checkbox">
        <input id={id} type="checkbox" checked={value === true} onChange={(event) => onChange(event.target.checked)} />
        {label}
      </div>
    );
  }
  const text = typeof value === "string" ? value : "";
  const common = { id, required: field.required, value: text };
  let control;
  if (field.kind === "reference") control = <ReferenceSelect id={id} field={field} value={text} onChange={onChange} />;
  else if (field.format === "long") control = <textarea {...common} rows={4} onChange={(event) => onChange(event.target.value)} />;
  else {
    const type =
      field.kind === "number" ? "number" : field.kind === "date" ? "datetime-local" : (INPUT_TYPES[field.format ?? ""] ?? "text");
    control = <input {...common} type={type} step={field.kind === "number" ? "any" : undefined} onChange={(event) => onChange(event.target.value)} />;
  }
  return (
    <div className="field">
      {label}
      {control}
    </div>
  );
}

/** A record type's create/edit form, built from its fields; server-side validation messages show per field. */
export function EntityForm({
  meta,
  initial,
  submitLabel,
  onSubmit,
}: {
  meta: EntityMeta;
  initial?: AnyRecord;
  submitLabel: string;
  onSubmit: (values: Record<string, RecordValue>) => Promise<void>;
}) {
  const [values, setValues] = useState<FormValues>(() => toFormValues(meta, initial));
  const [issues, setIssues] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaving(true);
    try {
      await onSubmit(toPayload(meta, values));
      setIssues({});
    } catch (failure) {
      if (failure instanceof ApiError) {
        setIssues(Object.fromEntries(failure.issues.map((issue) => [issue.path, issue.message])));
      }
    } finally {
      setSaving(false);
    }
  };

  return (
    <form className="form card" onSubmit={submit}>
      {meta.fields.map((field) => (
        <div key={field.name}>
          <Input field={field} value={values[field.name] ?? ""} onChange={(value) => setValues({ ...values, [field.name]: value })} />
          {issues[field.name] && <p className="error">{issues[field.name]}</p>}
        </div>
      ))}
      <button type="submit" className="button" disabled={saving}>
        {saving ? "Saving…" : submitLabel}
      </button>
    </form>
  );
}
