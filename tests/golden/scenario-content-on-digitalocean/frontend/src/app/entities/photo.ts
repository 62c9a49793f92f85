import { resource } from "../api/client";
import type { EntityMeta } from "./meta";

export type Photo = {
  id: string;
  title: string;
  url: string;
  notes: string | null;
};
export type PhotoInput = Omit<Photo, "id">;

export const photoMeta: EntityMeta = {
  name: "Photo",
  label: "Photo",
  pluralLabel: "Photos",
  route: "photos",
  displayField: "title",
  fields: [
    { name: "title", label: "Title", kind: "string", required: true, format: "plain" },
    { name: "url", label: "Url", kind: "string", required: true, format: "url" },
    { name: "notes", label: "Notes", kind: "string", required: false, format: "long" },
  ],
};

export const photosApi = resource<Photo, PhotoInput>("photos");
