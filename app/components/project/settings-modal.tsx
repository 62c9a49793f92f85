import { forwardRef, useId, useRef, useState, type ReactNode, type RefObject } from "react";
import type { Project, ProjectStatus } from "../../../workers/contract/projects";
import { errorMessage } from "../../lib/api-client";
import { Alert, Button, Modal } from "../ui";
import { projectDisplayName } from "./display";
import type { ProjectPreferences } from "./preferences";
import { projectStatusLabel } from "./status-badge";

/** The settings view lists only these statuses. */
export const SETTINGS_STATUS_OPTIONS: readonly ProjectStatus[] = ["draft", "in_progress", "completed", "failed", "paused"];

interface SettingsModalProps {
  open: boolean;
  project: Project;
  preferences: ProjectPreferences;
  onClose(): void;
  /**
   * Applies the choices and closes the modal: prefer-Cursor on this screen, cost optimization as the
   * project's strategy (saved, as the cost card's AUTO/Budget choice is). A failure keeps the modal open.
   */
  onSave(preferences: ProjectPreferences): Promise<void>;
}

export function ProjectSettingsModal({ open, ...props }: SettingsModalProps) {
  // Mounted only while open, so every opening starts from the current choices.
  return open ? <SettingsDialog {...props} /> : null;
}

function SettingsDialog({ project, preferences, onClose, onSave }: Omit<SettingsModalProps, "open">) {
  // The first control that can change: the read-only fields above it are still reachable with Tab.
  const firstChoiceRef = useRef<HTMLInputElement>(null);
  const formId = useId();
  const [draft, setDraft] = useState(preferences);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function save() {
    setSaving(true);
    setError(null);
    try {
      await onSave(draft);
    } catch (failure) {
      setError(errorMessage(failure, "The settings could not be saved"));
      setSaving(false);
    }
  }

  return (
    <Modal
      open
      onClose={onClose}
      dismissible={!saving}
      initialFocusRef={firstChoiceRef}
      title="Project Settings"
      description="Name, description and status are set by the project and cannot be changed here."
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={saving}>
            Cancel
          </Button>
          <Button type="submit" form={formId} disabled={saving} aria-busy={saving}>
            {saving ? "Saving..." : "Save"}
          </Button>
        </>
      }
    >
      <SettingsForm
        project={project}
        draft={draft}
        onChange={setDraft}
        onSubmit={() => void save()}
        formId={formId}
        firstChoiceRef={firstChoiceRef}
      />
      {error ? <Alert>{error}</Alert> : null}
    </Modal>
  );
}

interface SettingsFormProps {
  project: Project;
  draft: ProjectPreferences;
  onChange(draft: ProjectPreferences): void;
  onSubmit(): void;
  formId: string;
  firstChoiceRef: RefObject<HTMLInputElement>;
}

function SettingsForm({ project, draft, onChange, onSubmit, formId, firstChoiceRef }: SettingsFormProps) {
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
        onSubmit();
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
          hint="Code tasks you process by hand (under Advanced) are also handed to Cursor's agent on the project's GitHub repository, when both are connected: the same as the Use Cursor AI switch."
          checked={draft.preferCursor}
          onChange={(preferCursor) => onChange({ ...draft, preferCursor })}
        />
        <Checkbox
          label="Enable cost optimization"
          hint="The Budget strategy, as on the cost card: the cheapest configured model for every call, by hand or not. Off: AUTO, a stronger model for the plan and the rules. With no model configured, every task is free either way."
          checked={draft.useCostOptimization}
          onChange={(useCostOptimization) => onChange({ ...draft, useCostOptimization })}
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
