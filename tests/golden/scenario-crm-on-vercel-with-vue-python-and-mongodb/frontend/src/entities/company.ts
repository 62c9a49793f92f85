import { resource } from "../api/client";
import type { EntityMeta } from "./meta";

export type Company = {
  id: string;
  name: string;
  website: string | null;
  industry: string | null;
};
export type CompanyInput = Omit<Company, "id">;

export const companyMeta: EntityMeta = {
  name: "Company",
  label: "Company",
  pluralLabel: "Companies",
  route: "companies",
  displayField: "name",
  fields: [
    { name: "name", label: "Name", kind: "string", required: true, format: "plain" },
    { name: "website", label: "Website", kind: "string", required: false, format: "url" },
    { name: "industry", label: "Industry", kind: "string", required: false, format: "plain" },
  ],
};

export const companiesApi = resource<Company, CompanyInput>("companies");
