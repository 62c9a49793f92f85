
/** The password rule shared by the register screen and the server. */
export const MIN_PASSWORD_LENGTH = 8;
export const MIN_PASSWORD_STRENGTH = 3;
export const WEAK_PASSWORD_MESSAGE = "Password is too weak. Please use a stronger password.";
export const SHORT_PASSWORD_MESSAGE = `Password must be at least ${MIN_PASSWORD_LENGTH} characters long.`;

export type StrengthLabel = "" | "Weak" | "Fair" | "Good" | "Strong";

export interface PasswordChecks {
  length: boolean;
  uppercase: boolean;
  lowercase: boolean;
  number: boolean;
  special: boolean;
}

export interface PasswordStrength {
  score: number;
  label: StrengthLabel;
  checks: PasswordChecks;
}

export function passwordStrength(password: string): PasswordStrength {
  const checks: PasswordChecks = {
    length: password.length >= MIN_PASSWORD_LENGTH,
    lowercase: /[a-z]/.test(password),
    uppercase: /[A-Z]/.test(password),
    number: /[0-9]/.test(password),
    special: /[^A-Za-z0-9]/.test(password),
  };
  const score = Object.values(checks).filter(Boolean).length;
  return { score, label: strengthLabel(score), checks };
}

function strengthLabel(score: number): StrengthLabel {
  if (score === 0) return "";
  if (score <= 2) return "Weak";
  if (score === 3) return "Fair";
  if (score === 4) return "Good";
  return "Strong";
}

/** Why a new password is refused: the API's error code with the words the screens show. */
export interface PasswordProblem {
  code: "weak_password" | "password_too_short";
  message: string;
}

/**
 * The rule a new password (registration, password change) must pass: a strength score of 3 or more, and at
 * least 8 characters whatever the score ("a1!" scores 3 but is short). A weak password is named weak first,
 * with the spec's words; null when the password may be used.
 */
export function passwordProblem(password: string): PasswordProblem | null {
  const { score, checks } = passwordStrength(password);
  if (score < MIN_PASSWORD_STRENGTH) return { code: "weak_password", message: WEAK_PASSWORD_MESSAGE };
  if (!checks.length) return { code: "password_too_short", message: SHORT_PASSWORD_MESSAGE };
  return null;
}
