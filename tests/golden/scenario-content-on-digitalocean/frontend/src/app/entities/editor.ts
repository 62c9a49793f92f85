import { resource } from "../api/client";
import type { EntityMeta } from "./meta";

export type Editor = {
  id: string;
  name: string;
  description: string | null;
  active: boolean;
  issueId: string | null;
};
export type EditorInput = Omit<Editor, "id">;

export const editorMeta: EntityMeta = {
  name: "Editor",
  label: "Editor",
  pluralLabel: "Editors",
  route: "editors",
  displayField: "name",
  fields: [
    { name: "name", label: "Name", kind: "string", required: true, format: "plain" },
    { name: "description", label: "Description", kind: "string", required: false, format: "long" },
    { name: "active", label: "Active", kind: "boolean", required: true },
    { name: "issueId", label: "Issue", kind: "reference", required: false, target: { route: "issues", label: "Issue", displayField: "title", displayKind: "string" } },
  ],
};

export const editorsApi = resource<Editor, EditorInput>("editors");
