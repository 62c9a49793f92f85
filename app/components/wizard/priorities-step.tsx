import { useId, useRef, useState, type KeyboardEvent } from "react";
import { PRIORITY_ITEM_MAX, PRIORITY_ITEMS_MAX, type PriorityLevel } from "../../../workers/contract/projects";
import { Button } from "../ui";
import { answerNote } from "./answer-mark";
import { PRIORITY_LEVELS, type DraftOrigin, type WizardDraft } from "./draft";
import { controlClass } from "./fields";

export const LEVEL_LABELS: Record<PriorityLevel, string> = { high: "High", medium: "Medium", low: "Low" };
const LEVEL_DOTS: Record<PriorityLevel, string> = { high: "bg-red-500", medium: "bg-amber-500", low: "bg-emerald-500" };

interface StepProps {
  draft: WizardDraft;
  origin?: DraftOrigin | undefined;
  update(patch: Partial<WizardDraft>): void;
}

export function PrioritiesStep({ draft, origin, update }: StepProps) {
  const setLevel = (level: PriorityLevel, items: string[]) => update({ priorities: { ...draft.priorities, [level]: items } });
  const note = answerNote("priorities", draft, origin);
  return (
    <div className="space-y-5">
      <div className="space-y-2">
        <p className="text-sm text-slate-600">
          Optional: what should be built first? Type an item and press Enter (or Add) to put it on a list.
        </p>
        {note}
      </div>
      <div className="space-y-4">
        {PRIORITY_LEVELS.map((level) => (
          <PriorityLevelList key={level} level={level} items={draft.priorities[level]} onChange={(items) => setLevel(level, items)} />
        ))}
      </div>
    </div>
  );
}

interface LevelProps {
  level: PriorityLevel;
  items: string[];
  onChange(items: string[]): void;
}

function PriorityLevelList({ level, items, onChange }: LevelProps) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [text, setText] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const label = LEVEL_LABELS[level];

  function add() {
    const item = text.trim();
    if (!item) {
      setProblem("Type an item before adding it.");
      return;
    }
    if (items.length >= PRIORITY_ITEMS_MAX) {
      setProblem(`At most ${PRIORITY_ITEMS_MAX} items per priority level.`);
      return;
    }
    onChange([...items, item]);
    setText("");
    setProblem(null);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key !== "Enter") return;
    event.preventDefault();
    add();
  }

  function remove(index: number) {
    onChange(items.filter((_, i) => i !== index));
    // The removed button took the focus with it; the level's input is the natural place to land.
    input.current?.focus();
  }

  return (
    <section aria-labelledby={`${id}-heading`} className="space-y-3 rounded-xl border border-slate-200 bg-slate-50/60 p-4">
      <h3 id={`${id}-heading`} className="flex items-center gap-2 text-sm font-semibold text-slate-800">
        <span className={`h-2.5 w-2.5 rounded-full ${LEVEL_DOTS[level]}`} aria-hidden />
        {label} priority
      </h3>
      <div className="space-y-1">
        <label htmlFor={`${id}-input`} className="block text-sm font-medium text-slate-700">
          Add {label.toLowerCase()} priority item
        </label>
        <div className="flex gap-2">
          <input
            ref={input}
            id={`${id}-input`}
            type="text"
            autoComplete="off"
            maxLength={PRIORITY_ITEM_MAX}
            value={text}
            onChange={(e) => {
              setText(e.target.value);
              setProblem(null);
            }}
            onKeyDown={onKeyDown}
            aria-invalid={problem ? true : undefined}
            aria-describedby={`${id}-problem`}
            placeholder="e.g. Online ordering"
            className={controlClass}
          />
          <Button variant="secondary" onClick={add} aria-label={`Add to ${label.toLowerCase()} priority`}>
            Add
          </Button>
        </div>
        <p id={`${id}-problem`} aria-live="polite" className="text-xs text-red-600">
          {problem}
        </p>
      </div>
      {items.length === 0 ? (
        <p className="text-xs text-slate-500">No {label.toLowerCase()} priority items yet.</p>
      ) : (
        <ul aria-label={`${label} priority items`} className="space-y-2">
          {items.map((item, index) => (
            <li key={`${index}-${item}`} className="flex items-start justify-between gap-2 rounded-lg border border-slate-200 bg-white px-3 py-2 text-sm">
              <span className="min-w-0 break-words">{item}</span>
              <button
                type="button"
                onClick={() => remove(index)}
                aria-label={`Remove "${item}" from ${label.toLowerCase()} priority`}
                className="shrink-0 rounded px-1.5 text-xs font-medium text-slate-500 hover:bg-red-50 hover:text-red-700"
              >
                Remove
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
