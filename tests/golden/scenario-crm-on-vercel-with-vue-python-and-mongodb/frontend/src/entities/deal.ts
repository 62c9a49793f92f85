import { resource } from "../api/client";
import type { EntityMeta } from "./meta";

export type Deal = {
  id: string;
  title: string;
  value: number;
  stage: string;
  closeDate: string | null;
  companyId: string;
  contactId: string | null;
};
export type DealInput = Omit<Deal, "id">;

export const dealMeta: EntityMeta = {
  name: "Deal",
  label: "Deal",
  pluralLabel: "Deals",
  route: "deals",
  displayField: "title",
  fields: [
    { name: "title", label: "Title", kind: "string", required: true, format: "plain" },
    { name: "value", label: "Value", kind: "number", required: true, currency: "USD" },
    { name: "stage", label: "Stage", kind: "string", required: true, format: "plain" },
    { name: "closeDate", label: "Close date", kind: "date", required: false },
    { name: "companyId", label: "Company", kind: "reference", required: true, target: { route: "companies", label: "Company", displayField: "name", displayKind: "string" } },
    { name: "contactId", label: "Contact", kind: "reference", required: false, target: { route: "contacts", label: "Contact", displayField: "firstName", displayKind: "string" } },
  ],
};

export const dealsApi = resource<Deal, DealInput>("deals");
