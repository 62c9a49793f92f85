import { useId, type ReactNode } from "react";
import type { Option } from "../../../workers/contract/projects";
import { inputClass } from "../ui";

export const controlClass = inputClass;

function RequiredMark() {
  return (
    <span className="ml-0.5 text-red-600" aria-hidden>
      *
    </span>
  );
}

interface TextInputProps {
  label: string;
  value: string;
  onChange(value: string): void;
  required?: boolean;
  multiline?: boolean;
  placeholder?: string;
  maxLength: number;
  /** Said under the label and read with the field: how a draft from one sentence left this answer. */
  note?: ReactNode;
}

/** A labelled text input or textarea; required ones are marked and announced as required. */
export function WizardTextInput({ label, value, onChange, required, multiline, placeholder, maxLength, note }: TextInputProps) {
  const id = useId();
  const shared = {
    id,
    value,
    placeholder,
    maxLength,
    className: controlClass,
    "aria-required": required || undefined,
    "aria-describedby": note ? `${id}-note` : undefined,
  };
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block text-sm font-medium text-slate-700">
        {label}
        {required ? <RequiredMark /> : null}
      </label>
      {note ? <div id={`${id}-note`}>{note}</div> : null}
      {multiline ? (
        <textarea rows={3} {...shared} onChange={(e) => onChange(e.target.value)} />
      ) : (
        <input type="text" autoComplete="off" {...shared} onChange={(e) => onChange(e.target.value)} />
      )}
    </div>
  );
}

interface ChoiceCardProps {
  type: "radio" | "checkbox";
  name: string;
  option: Option<string>;
  checked: boolean;
  onChange(checked: boolean): void;
}

/** One option as a card: the whole card toggles the native radio or checkbox inside it. */
function ChoiceCard({ type, name, option, checked, onChange }: ChoiceCardProps) {
  const id = useId();
  return (
    <label className="flex cursor-pointer items-start gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm transition-colors hover:border-brand-500 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 has-[:checked]:ring-1 has-[:checked]:ring-brand-600">
      <input
        type={type}
        name={name}
        value={option.value}
        checked={checked}
        onChange={(e) => onChange(e.target.checked)}
        aria-labelledby={`${id}-label`}
        aria-describedby={`${id}-description`}
        className="mt-0.5 h-4 w-4 shrink-0 accent-brand-600"
      />
      <span className="min-w-0">
        <span id={`${id}-label`} className="block text-sm font-semibold text-slate-900">
          {option.label}
        </span>
        <span id={`${id}-description`} className="mt-0.5 block text-xs text-slate-600">
          {option.description}
        </span>
      </span>
    </label>
  );
}

interface GroupProps<V extends string> {
  legend: string;
  hint?: ReactNode;
  options: readonly Option<V>[];
  required?: boolean;
  columns?: 2 | 3 | 4;
  /** How a draft from one sentence left this answer (see WizardTextInput). */
  note?: ReactNode;
}

const COLUMNS = { 2: "sm:grid-cols-2", 3: "sm:grid-cols-3", 4: "sm:grid-cols-2 lg:grid-cols-4" } as const;

type GroupFrameProps = Omit<GroupProps<string>, "options"> & { role?: "radiogroup"; children: ReactNode };

function Group({ legend, hint, required, role, columns = 2, note, children }: GroupFrameProps) {
  const hintId = useId();
  const describedBy = [note ? `${hintId}-note` : null, hint ? hintId : null].filter((id) => id !== null).join(" ");
  return (
    <fieldset role={role} aria-required={required || undefined} aria-describedby={describedBy || undefined} className="space-y-3">
      <legend className="text-sm font-semibold text-slate-800">
        {legend}
        {required ? <RequiredMark /> : null}
      </legend>
      {note ? <div id={`${hintId}-note`}>{note}</div> : null}
      {hint ? (
        <p id={hintId} className="text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
      <div className={`grid gap-3 ${COLUMNS[columns]}`}>{children}</div>
    </fieldset>
  );
}

/** Single choice: native radios, so arrow keys move between the cards. */
export function RadioCards<V extends string>(props: GroupProps<V> & { value: V | ""; onChange(value: V): void }) {
  const name = useId();
  return (
    <Group role="radiogroup" legend={props.legend} hint={props.hint} required={props.required} columns={props.columns} note={props.note}>
      {props.options.map((option) => (
        <ChoiceCard key={option.value} type="radio" name={name} option={option} checked={props.value === option.value} onChange={() => props.onChange(option.value)} />
      ))}
    </Group>
  );
}

/** Multi-select: one checkbox per option; the selection keeps the order it was made in. */
export function CheckboxCards<V extends string>(props: GroupProps<V> & { values: readonly V[]; onChange(values: V[]): void }) {
  const name = useId();
  const toggle = (value: V, on: boolean) => {
    const next = new Set(props.values);
    if (on) next.add(value);
    else next.delete(value);
    props.onChange([...next]);
  };
  return (
    <Group legend={props.legend} hint={props.hint} required={props.required} columns={props.columns} note={props.note}>
      {props.options.map((option) => (
        <ChoiceCard key={option.value} type="checkbox" name={name} option={option} checked={props.values.includes(option.value)} onChange={(on) => toggle(option.value, on)} />
      ))}
    </Group>
  );
}
