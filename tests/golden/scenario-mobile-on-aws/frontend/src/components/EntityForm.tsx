import { useState, type FormEvent } from "react";
import { ApiError } from "../api/client";
import type { AnyRecord, EntityMeta, FieldMeta, RecordValue } from "../entities/meta";
import { choicesFor, dateLimits, toFormValues, toPayload, type FormValues } from "./form-values";
import { ReferenceSelect } from "./ReferenceSelect";

const INPUT_TYPES: Record<string, string> = { email: "email", url: "url" };

/** How an input shows a field's rules: the limits the browser checks, and the hint under it. */
interface Rules {
  options: string[];
  dates: { min?: string; max?: string };
}

function Input({
  field,
  value,
  rules,
  onChange,
}: {
  field: FieldMeta;
  value: string | boolean;
  rules: Rules;
  onChange: (value: string | boolean) => void;
}) {
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
  const hintId = field.hint ? `${id}-hint` : undefined;
  const common = { id, required: field.required, value: text, "aria-describedby": hintId };
  let control;
  if (field.kind === "reference") control = <ReferenceSelect id={id} field={field} value={text} onChange={onChange} />;
  else if (field.choices) {
    control = (
      <select {...common} onChange={(event) => onChange(event.target.value)}>
        {!field.moves && <option value="">{field.required ? `Choose a ${field.label.toLowerCase()}` : "None"}</option>}
        {rules.options.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
    );
  } else if (field.format === "long") control = <textarea {...common} rows={4} onChange={(event) => onChange(event.target.value)} />;
  else if (field.kind === "number") {
    control = <input {...common} type="number" step="any" min={field.min} max={field.max} onChange={(event) => onChange(event.target.value)} />;
  } else if (field.kind === "date") {
    control = <input {...common} type="datetime-local" min={rules.dates.min} max={rules.dates.max} onChange={(event) => onChange(event.target.value)} />;
  } else {
    const type = INPUT_TYPES[field.format ?? ""] ?? "text";
    control = <input {...common} type={type} pattern={field.pattern} title={field.hint} onChange={(event) => onChange(event.target.value)} />;
  }
  return (
    <div className="field">
      {label}
      {control}
      {field.hint && (
        <p className="hint" id={hintId}>
          {field.hint}
        </p>
      )}
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
          <Input
            field={field}
            value={values[field.name] ?? ""}
            rules={{ options: choicesFor(field, initial), dates: dateLimits(field, values) }}
            onChange={(value) => setValues({ ...values, [field.name]: value })}
          />
          {issues[field.name] && <p className="error">{issues[field.name]}</p>}
        </div>
      ))}
      <button type="submit" className="button" disabled={saving}>
        {saving ? "Saving…" : submitLabel}
      </button>
    </form>
  );
}
