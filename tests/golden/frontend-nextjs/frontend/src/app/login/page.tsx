"use client";

import { LoginScreen } from "@/auth/LoginScreen";

/** /login */
export default function LoginPage() {
  return <LoginScreen />;
}
