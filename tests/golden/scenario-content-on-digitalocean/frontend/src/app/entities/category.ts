import { resource } from "../api/client";
import type { EntityMeta } from "./meta";

export type Category = {
  id: string;
  name: string;
  description: string | null;
};
export type CategoryInput = Omit<Category, "id">;

export const categoryMeta: EntityMeta = {
  name: "Category",
  label: "Category",
  pluralLabel: "Categories",
  route: "categories",
  displayField: "name",
  fields: [
    { name: "name", label: "Name", kind: "string", required: true, format: "plain" },
    { name: "description", label: "Description", kind: "string", required: false, format: "long" },
  ],
};

export const categoriesApi = resource<Category, CategoryInput>("categories");
