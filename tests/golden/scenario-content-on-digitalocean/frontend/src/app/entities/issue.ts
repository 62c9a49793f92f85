import { resource } from "../api/client";
import type { EntityMeta } from "./meta";

export type Issue = {
  id: string;
  title: string;
  status: string;
  dueAt: string | null;
  done: boolean;
};
export type IssueInput = Omit<Issue, "id">;

export const issueMeta: EntityMeta = {
  name: "Issue",
  label: "Issue",
  pluralLabel: "Issues",
  route: "issues",
  displayField: "title",
  fields: [
    { name: "title", label: "Title", kind: "string", required: true, format: "plain" },
    { name: "status", label: "Status", kind: "string", required: true, format: "plain" },
    { name: "dueAt", label: "Due at", kind: "date", required: false },
    { name: "done", label: "Done", kind: "boolean", required: true },
  ],
};

export const issuesApi = resource<Issue, IssueInput>("issues");
