import { resource } from "../api/client";
import type { EntityMeta } from "./meta";

export type Customer = {
  id: string;
  name: string;
  email: string;
  phone: string | null;
};
export type CustomerInput = Omit<Customer, "id">;

export const customerMeta: EntityMeta = {
  name: "Customer",
  label: "Customer",
  pluralLabel: "Customers",
  route: "customers",
  displayField: "name",
  fields: [
    { name: "name", label: "Name", kind: "string", required: true, format: "plain" },
    { name: "email", label: "Email", kind: "string", required: true, format: "email" },
    { name: "phone", label: "Phone", kind: "string", required: false, format: "plain" },
  ],
};

export const customersApi = resource<Customer, CustomerInput>("customers");
