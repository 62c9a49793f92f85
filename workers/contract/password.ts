
/** The password rule shared by the register screen and the server. */
export const MIN_PASSWORD_LENGTH = 8;
export const MIN_PASSWORD_STRENGTH = 3;
export const WEAK_PASSWORD_MESSAGE = "Password is too weak. Please use a stronger password.";

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

export function isStrongEnough(password: string): boolean {
  return passwordStrength(password).score >= MIN_PASSWORD_STRENGTH;
}
