"use client";

import { ProfileDetail } from "@/screens/profiles/ProfileDetail";

/** /profiles/[id] */
export default function ProfilePage() {
  return <ProfileDetail />;
}
