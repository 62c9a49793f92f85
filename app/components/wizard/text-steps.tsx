import { DESCRIPTION_MAX, LONG_TEXT_MAX, NAME_MAX } from "../../../workers/contract/projects";
import { answerNote } from "./answer-mark";
import type { DraftOrigin, TextField, WizardDraft } from "./draft";
import { WizardTextInput } from "./fields";

interface TextQuestion {
  field: TextField;
  label: string;
  placeholder: string;
  required?: boolean;
  singleLine?: boolean;
}

interface TextStep {
  intro: string;
  questions: TextQuestion[];
}

/** Steps whose answers are all free text, in the order the wizard asks them. */
export const TEXT_STEPS: Partial<Record<number, TextStep>> = {
  1: {
    intro: "Give your project a name and a short description.",
    questions: [
      { field: "name", label: "Project name", placeholder: "e.g. Corner Bakery Orders", required: true, singleLine: true },
      { field: "description", label: "Description", placeholder: "A sentence or two about what you want to build" },
    ],
  },
  2: {
    intro: "Why should this application exist, and for whom?",
    questions: [
      { field: "problemStatement", label: "Problem statement", placeholder: "What problem does it solve?", required: true },
      { field: "targetUsers", label: "Target users", placeholder: "Who will use it?", required: true },
      { field: "uniqueValueProposition", label: "Unique value proposition", placeholder: "Why would they choose it?" },
      { field: "competitiveAdvantages", label: "Competitive advantages", placeholder: "What sets it apart from alternatives?" },
    ],
  },
  3: {
    intro: "What must the system do?",
    questions: [
      { field: "systemBehaviors", label: "System behaviors", placeholder: "e.g. Customers order ahead and pick a pickup slot", required: true },
      { field: "keyWorkflows", label: "Key workflows", placeholder: "The main sequences of work, step by step" },
      { field: "expectedOutcomes", label: "Expected outcomes", placeholder: "How will you know it works?" },
    ],
  },
  6: {
    intro: "How do people move through the application, and what do they see?",
    questions: [
      { field: "userFlows", label: "User flows", placeholder: "e.g. Sign up, browse the menu, order, pay, get a confirmation", required: true },
      { field: "coreInterfaces", label: "Core interfaces", placeholder: "The main screens or pages" },
    ],
  },
  8: {
    intro: "All optional: add what matters to you.",
    questions: [
      { field: "performanceNeeds", label: "Performance needs", placeholder: "e.g. Pages load in under a second" },
      { field: "securityRequirements", label: "Security requirements", placeholder: "e.g. Two-factor sign-in for staff" },
      { field: "scalabilityExpectations", label: "Scalability expectations", placeholder: "e.g. 500 orders a day" },
    ],
  },
  9: {
    intro: "All optional: the rules of your business.",
    questions: [
      { field: "userTypes", label: "User types", placeholder: "e.g. Customer, staff, owner" },
      { field: "authenticationNeeds", label: "Authentication needs", placeholder: "e.g. Email and password, Google sign-in" },
      { field: "businessRules", label: "Business rules", placeholder: "e.g. Orders close at 8 pm the day before" },
      { field: "complianceNeeds", label: "Compliance needs", placeholder: "e.g. GDPR" },
    ],
  },
};

function maxLengthOf(field: TextField): number {
  if (field === "name") return NAME_MAX;
  if (field === "description") return DESCRIPTION_MAX;
  return LONG_TEXT_MAX;
}

interface Props {
  step: TextStep;
  draft: WizardDraft;
  origin?: DraftOrigin | undefined;
  update(patch: Partial<WizardDraft>): void;
}

export function TextStepFields({ step, draft, origin, update }: Props) {
  return (
    <div className="space-y-5">
      <p className="text-sm text-slate-600">{step.intro}</p>
      {step.questions.map((q) => (
        <WizardTextInput
          key={q.field}
          label={q.label}
          placeholder={q.placeholder}
          required={q.required}
          multiline={!q.singleLine}
          maxLength={maxLengthOf(q.field)}
          value={draft[q.field]}
          note={answerNote(q.field, draft, origin)}
          onChange={(value) => update({ [q.field]: value })}
        />
      ))}
    </div>
  );
}
