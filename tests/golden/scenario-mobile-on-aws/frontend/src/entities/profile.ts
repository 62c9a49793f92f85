import { resource } from "../api/client";
import type { EntityMeta } from "./meta";

export type Profile = {
  id: string;
  displayName: string;
  email: string;
  bio: string | null;
};
export type ProfileInput = Omit<Profile, "id">;

export const profileMeta: EntityMeta = {
  name: "Profile",
  label: "Profile",
  pluralLabel: "Profiles",
  route: "profiles",
  displayField: "displayName",
  fields: [
    { name: "displayName", label: "Display name", kind: "string", required: true, format: "plain" },
    { name: "email", label: "Email", kind: "string", required: true, format: "email" },
    { name: "bio", label: "Bio", kind: "string", required: false, format: "long" },
  ],
};

export const profilesApi = resource<Profile, ProfileInput>("profiles");
