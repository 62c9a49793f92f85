import { resource } from "../api/client";
import type { EntityMeta } from "./meta";

export type Contact = {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string | null;
  companyId: string | null;
};
export type ContactInput = Omit<Contact, "id">;

export const contactMeta: EntityMeta = {
  name: "Contact",
  label: "Contact",
  pluralLabel: "Contacts",
  route: "contacts",
  displayField: "firstName",
  fields: [
    { name: "firstName", label: "First name", kind: "string", required: true, format: "plain" },
    { name: "lastName", label: "Last name", kind: "string", required: true, format: "plain" },
    { name: "email", label: "Email", kind: "string", required: true, format: "email" },
    { name: "phone", label: "Phone", kind: "string", required: false, format: "plain" },
    { name: "companyId", label: "Company", kind: "reference", required: false, target: { route: "companies", label: "Company", displayField: "name", displayKind: "string" } },
  ],
};

export const contactsApi = resource<Contact, ContactInput>("contacts");
