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
    { name: "email", label: "Email", kind: "string", required: true, format: "email", hint: "Must be unique" },
    { name: "phone", label: "Phone", kind: "string", required: false, format: "plain", pattern: "^\\+?[0-9 \\(\\)\\-]{7,20}$", hint: "Must be a phone number (digits, spaces, brackets and dashes, 7 to 20 of them)" },
  ],
};

export const customersApi = resource<Customer, CustomerInput>("customers");
