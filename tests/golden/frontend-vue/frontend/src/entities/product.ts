import { resource } from "../api/client";
import type { EntityMeta } from "./meta";

export type Product = {
  id: string;
  name: string;
  description: string | null;
  price: number;
  stock: number;
  active: boolean;
};
export type ProductInput = Omit<Product, "id">;

export const productMeta: EntityMeta = {
  name: "Product",
  label: "Product",
  pluralLabel: "Products",
  route: "products",
  displayField: "name",
  fields: [
    { name: "name", label: "Name", kind: "string", required: true, format: "plain", hint: "Must be unique" },
    { name: "description", label: "Description", kind: "string", required: false, format: "long" },
    { name: "price", label: "Price", kind: "number", required: true, currency: "USD" },
    { name: "stock", label: "Stock", kind: "number", required: true, min: 0, hint: "Must be at least 0" },
    { name: "active", label: "Active", kind: "boolean", required: true },
  ],
};

export const productsApi = resource<Product, ProductInput>("products");
