"use client";

import { FilesScreen } from "@/files/FilesScreen";

/** /files */
export default function FilesPage() {
  return <FilesScreen />;
}
