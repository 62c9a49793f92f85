import { resource } from "../api/client";
import type { EntityMeta } from "./meta";

export type Author = {
  id: string;
  name: string;
  email: string;
  bio: string | null;
};
export type AuthorInput = Omit<Author, "id">;

export const authorMeta: EntityMeta = {
  name: "Author",
  label: "Author",
  pluralLabel: "Authors",
  route: "authors",
  displayField: "name",
  fields: [
    { name: "name", label: "Name", kind: "string", required: true, format: "plain" },
    { name: "email", label: "Email", kind: "string", required: true, format: "email" },
    { name: "bio", label: "Bio", kind: "string", required: false, format: "long" },
  ],
};

export const authorsApi = resource<Author, AuthorInput>("authors");
