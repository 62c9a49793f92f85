import { resource } from "../api/client";
import type { EntityMeta } from "./meta";

export type Reader = {
  id: string;
  name: string;
  description: string | null;
  active: boolean;
};
export type ReaderInput = Omit<Reader, "id">;

export const readerMeta: EntityMeta = {
  name: "Reader",
  label: "Reader",
  pluralLabel: "Readers",
  route: "readers",
  displayField: "name",
  fields: [
    { name: "name", label: "Name", kind: "string", required: true, format: "plain" },
    { name: "description", label: "Description", kind: "string", required: false, format: "long" },
    { name: "active", label: "Active", kind: "boolean", required: true },
  ],
};

export const readersApi = resource<Reader, ReaderInput>("readers");
