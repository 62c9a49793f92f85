"use client";

import { ProfilesList } from "@/screens/profiles/ProfilesList";

/** /profiles */
export default function ProfilesPage() {
  return <ProfilesList />;
}
