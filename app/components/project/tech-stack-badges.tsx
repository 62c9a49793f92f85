import { optionLabel, TECH_STACK_OPTIONS } from "../../../workers/contract/projects";

/** The project's technologies by their option labels ('Node.js'); nothing when the list is empty. */
export function TechStackBadges({ techStack, emptyText }: { techStack: readonly string[]; emptyText?: string }) {
  if (techStack.length === 0) return emptyText ? <p className="text-sm text-slate-500">{emptyText}</p> : null;
  return (
    <ul className="flex flex-wrap gap-1.5" aria-label="Tech stack">
      {techStack.map((id) => (
        <li key={id} className="rounded-md bg-brand-50 px-2 py-0.5 text-xs font-medium text-brand-700">
          {optionLabel(TECH_STACK_OPTIONS, id)}
        </li>
      ))}
    </ul>
  );
}
