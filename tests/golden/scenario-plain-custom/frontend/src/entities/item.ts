import { resource } from "../api/client";
import type { EntityMeta } from "./meta";

export type Item = {
  id: string;
  name: string;
  description: string | null;
  active: boolean;
};
export type ItemInput = Omit<Item, "id">;

export const itemMeta: EntityMeta = {
  name: "Item",
  label: "Item",
  pluralLabel: "Items",
  route: "items",
  displayField: "name",
  fields: [
    { name: "name", label: "Name", kind: "string", required: true, format: "plain" },
    { name: "description", label: "Description", kind: "string", required: false, format: "long" },
    { name: "active", label: "Active", kind: "boolean", required: true },
  ],
};

export const itemsApi = resource<Item, ItemInput>("items");
