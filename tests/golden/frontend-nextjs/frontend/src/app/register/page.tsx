"use client";

import { RegisterScreen } from "@/auth/RegisterScreen";

/** /register */
export default function RegisterPage() {
  return <RegisterScreen />;
}
