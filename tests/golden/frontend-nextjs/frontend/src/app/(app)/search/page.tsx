"use client";

import { SearchScreen } from "@/search/SearchScreen";

/** /search */
export default function SearchPage() {
  return <SearchScreen />;
}
