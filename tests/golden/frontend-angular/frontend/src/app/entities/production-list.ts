import { resource } from "../api/client";
import type { EntityMeta } from "./meta";

export type ProductionList = {
  id: string;
  title: string;
  date: string;
  notes: string | null;
};
export type ProductionListInput = Omit<ProductionList, "id">;

export const productionListMeta: EntityMeta = {
  name: "ProductionList",
  label: "Production list",
  pluralLabel: "Production lists",
  route: "production-lists",
  displayField: "title",
  fields: [
    { name: "title", label: "Title", kind: "string", required: true, format: "plain", choices: ["Morning bake", "Afternoon bake"] },
    { name: "date", label: "Date", kind: "date", required: true },
    { name: "notes", label: "Notes", kind: "string", required: false, format: "long" },
  ],
};

export const productionListsApi = resource<ProductionList, ProductionListInput>("production-lists");
