import { passwordProblem, passwordStrength } from "../../workers/contract/password";

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
  const { score, label: scored, checks } = passwordStrength(password);
  // The meter never praises a password the rule refuses: a short one reads "Too short", in red, whatever its score.
  const refused = password.length > 0 ? passwordProblem(password) : null;
  const label = refused?.code === "password_too_short" ? "Too short" : scored;
  const colour = refused ? "bg-red-500" : BAR_COLOURS[score];
  return (
    <div className="space-y-2" aria-live="polite">
      <div className="flex items-center gap-3">
        <div className="flex flex-1 gap-1" aria-hidden>
          {[1, 2, 3, 4, 5].map((step) => (
            <span key={step} className={`h-1.5 flex-1 rounded-full ${step <= score ? colour : "bg-slate-200"}`} />
          ))}
        </div>
        <span className={`w-16 text-right text-xs font-medium ${refused ? "text-red-700" : "text-slate-600"}`} data-testid="strength-label">
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
