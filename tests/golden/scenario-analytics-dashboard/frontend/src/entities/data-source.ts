import { resource } from "../api/client";
import type { EntityMeta } from "./meta";

export type DataSource = {
  id: string;
  name: string;
  kind: string;
  url: string | null;
  active: boolean;
};
export type DataSourceInput = Omit<DataSource, "id">;

export const dataSourceMeta: EntityMeta = {
  name: "DataSource",
  label: "Data source",
  pluralLabel: "Data sources",
  route: "data-sources",
  displayField: "name",
  fields: [
    { name: "name", label: "Name", kind: "string", required: true, format: "plain" },
    { name: "kind", label: "Kind", kind: "string", required: true, format: "plain" },
    { name: "url", label: "Url", kind: "string", required: false, format: "url" },
    { name: "active", label: "Active", kind: "boolean", required: true },
  ],
};

export const dataSourcesApi = resource<DataSource, DataSourceInput>("data-sources");
