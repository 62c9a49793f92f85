import { passwordStrength } from "../../workers/contract/password";

const BAR_COLOURS = ["bg-slate-200", "bg-red-500", "bg-red-500", "bg-yellow-500", "bg-blue-500", "bg-green-600"];

const CHECKLIST = [
  ["length", "At least 8 characters"],
  ["uppercase", "One uppercase letter"],
  ["lowercase", "One lowercase letter"],
  ["number", "One number"],
  ["special", "One special character"],
] as const;

/** The strength meter and checklist under the register password field. */
export function PasswordStrengthMeter({ password }: { password: string }) {
  const { score, label, checks } = passwordStrength(password);
  return (
    <div className="space-y-2" aria-live="polite">
      <div className="flex items-center gap-3">
        <div className="flex flex-1 gap-1" aria-hidden>
          {[1, 2, 3, 4, 5].map((step) => (
            <span key={step} className={`h-1.5 flex-1 rounded-full ${step <= score ? BAR_COLOURS[score] : "bg-slate-200"}`} />
          ))}
        </div>
        <span className="w-14 text-right text-xs font-medium text-slate-600" data-testid="strength-label">
          {label}
        </span>
      </div>
      <ul className="grid grid-cols-1 gap-1 text-xs sm:grid-cols-2">
        {CHECKLIST.map(([key, text]) => (
          <li key={key} className={checks[key] ? "text-green-700" : "text-slate-500"}>
            <span aria-hidden>{checks[key] ? "✓" : "○"}</span> {text}
            <span className="sr-only">{checks[key] ? " (met)" : " (not met)"}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
