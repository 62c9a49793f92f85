import { forwardRef, useId, useRef, useState, type ReactNode, type RefObject } from "react";
import type { Project, ProjectStatus } from "../../../workers/contract/projects";
import { Button, Modal } from "../ui";
import { projectDisplayName } from "./display";
import { projectStatusLabel } from "./status-badge";

/** The settings view lists only these statuses. */
export const SETTINGS_STATUS_OPTIONS: readonly ProjectStatus[] = ["draft", "in_progress", "completed", "failed", "paused"];

export interface ProjectPreferences {
  preferCursor: boolean;
  useCostOptimization: boolean;
}

/** Cursor off; cost optimization on, as the default strategy is auto. */
export const DEFAULT_PROJECT_PREFERENCES: ProjectPreferences = { preferCursor: false, useCostOptimization: true };

interface SettingsModalProps {
  open: boolean;
  project: Project;
  preferences: ProjectPreferences;
  onClose(): void;
  /** Save only closes the modal; the choices live on the screen, nothing is sent. */
  onSave(preferences: ProjectPreferences): void;
}

export function ProjectSettingsModal({ open, ...props }: SettingsModalProps) {
  // The first control that can change: the read-only fields above it are still reachable with Tab.
  const firstChoiceRef = useRef<HTMLInputElement>(null);
  const formId = useId();
  return (
    <Modal
      open={open}
      onClose={props.onClose}
      initialFocusRef={firstChoiceRef}
      title="Project Settings"
      description="Name, description and status are set by the project and cannot be changed here."
      footer={
        <>
          <Button variant="secondary" onClick={props.onClose}>
            Cancel
          </Button>
          <Button type="submit" form={formId}>
            Save
          </Button>
        </>
      }
    >
      {/* Mounted only while open, so every opening starts from the saved choices. */}
      <SettingsForm {...props} formId={formId} firstChoiceRef={firstChoiceRef} />
    </Modal>
  );
}

interface SettingsFormProps extends Omit<SettingsModalProps, "open" | "onClose"> {
  formId: string;
  firstChoiceRef: RefObject<HTMLInputElement>;
}

function SettingsForm({ project, preferences, onSave, formId, firstChoiceRef }: SettingsFormProps) {
  const [draft, setDraft] = useState(preferences);
  const ids = { name: useId(), description: useId(), status: useId() };
  const statuses: readonly string[] = SETTINGS_STATUS_OPTIONS.includes(project.status)
    ? SETTINGS_STATUS_OPTIONS
    : [...SETTINGS_STATUS_OPTIONS, project.status];
  const fieldClass =
    "block w-full rounded-lg border border-slate-200 bg-slate-50 px-3 py-2 text-sm text-slate-700 focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-500/30";

  return (
    <form
      id={formId}
      className="space-y-4"
      onSubmit={(event) => {
        event.preventDefault();
        onSave(draft);
      }}
    >
      <Field id={ids.name} label="Project name">
        <input id={ids.name} className={fieldClass} value={projectDisplayName(project.name)} readOnly />
      </Field>
      <Field id={ids.description} label="Description">
        <textarea id={ids.description} className={`${fieldClass} resize-none`} rows={3} value={project.description} readOnly />
      </Field>
      <Field id={ids.status} label="Status">
        <select id={ids.status} className={`${fieldClass} disabled:cursor-not-allowed`} value={project.status} disabled>
          {statuses.map((status) => (
            <option key={status} value={status}>
              {projectStatusLabel(status)}
            </option>
          ))}
        </select>
      </Field>
      <fieldset className="space-y-3 rounded-lg border border-slate-200 p-4">
        <legend className="px-1 text-sm font-medium text-slate-700">AI preferences</legend>
        <Checkbox
          ref={firstChoiceRef}
          label="Prefer Cursor AI for code generation"
          hint="Agents hand code generation to Cursor AI when it is available."
          checked={draft.preferCursor}
          onChange={(preferCursor) => setDraft((d) => ({ ...d, preferCursor }))}
        />
        <Checkbox
          label="Enable cost optimization"
          hint="Agents choose a cheaper AI model when it can do the task well."
          checked={draft.useCostOptimization}
          onChange={(useCostOptimization) => setDraft((d) => ({ ...d, useCostOptimization }))}
        />
      </fieldset>
    </form>
  );
}

function Field({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block text-sm font-medium text-slate-700">
        {label}
      </label>
      {children}
    </div>
  );
}

interface CheckboxProps {
  label: string;
  hint: string;
  checked: boolean;
  onChange(checked: boolean): void;
}

const Checkbox = forwardRef<HTMLInputElement, CheckboxProps>(function Checkbox({ label, hint, checked, onChange }, ref) {
  const id = useId();
  return (
    <div className="flex items-start gap-3">
      <input
        ref={ref}
        id={id}
        type="checkbox"
        className="mt-0.5 h-4 w-4 shrink-0 rounded border-slate-300 accent-brand-600"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        aria-describedby={`${id}-hint`}
      />
      <div>
        <label htmlFor={id} className="block text-sm font-medium text-slate-800">
          {label}
        </label>
        <p id={`${id}-hint`} className="text-xs text-slate-500">
          {hint}
        </p>
      </div>
    </div>
  );
});
