import { code, test } from "../../../files";
import { frontendFeatureEmitter, type FrontendFeature } from "../../frontend/feature";
import { REACT_ROUTER } from "../routing";
import { templateText } from "../../../template-texts";

/** The search screen; `router` is the module its Link comes from. */
export const searchScreen = (router = REACT_ROUTER) => `
import { useState, type FormEvent } from "react";
import { Link } from "${router}";
import { request } from "../api/client";
import { ErrorMessage } from "../components/ErrorMessage";

export interface SearchHit {
  type: string;
  route: string;
  id: string;
  title: string;
}

/** /search: one box that finds records of every type. */
export function SearchScreen() {
  const [query, setQuery] = useState("");
  const [hits, setHits] = useState<SearchHit[] | null>(null);
  const [error, setError] = useState<unknown>(null);

  const search = async (event: FormEvent) => {
    event.preventDefault();
    if (!query.trim()) return;
    try {
      setHits(await request<SearchHit[]>("GET", \`/api/search?q=\${encodeURIComponent(query.trim())}\`));
      setError(null);
    } catch (failure) {
      setError(failure);
    }
  };

  return (
    <section className="screen">
      <header className="screen-header">
        <h1>Search</h1>
      </header>
      <form className="form" role="search" onSubmit={search}>
        <div className="field">
          <label htmlFor="query">Search for</label>
          <input id="query" type="search" value={query} onChange={(event) => setQuery(event.target.value)} />
        </div>
        <button type="submit" className="button">
          Search
        </button>
      </form>
      <ErrorMessage error={error} />
      {hits && hits.length === 0 && <p className="muted">Nothing matches “{query}”.</p>}
      {hits && hits.length > 0 && (
        <ul>
          {hits.map((hit) => (
            <li key={\`\${hit.route}/\${hit.id}\`}>
              <Link to={\`/\${hit.route}/\${encodeURIComponent(hit.id)}\`}>{hit.title}</Link> <span className="muted">{hit.type}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
`;

export const searchFrontend: FrontendFeature = {
  feature: "search",
  emitter: frontendFeatureEmitter("search", {
    name: "Search screen",
    description: "A search screen over every record type, each result linking to its record.",
    emit: () => [
      code("frontend/src/search/SearchScreen.tsx", "frontend", searchScreen()),
      test("frontend/src/search/search.test.tsx", templateText("shared/react/templates/frontend/src/search/search.test.tsx")),
    ],
  }),
  app: {
    imports: [`import { SearchScreen } from "./search/SearchScreen";`],
    routes: [`<Route path="/search" element={<SearchScreen />} />`],
  },
};
