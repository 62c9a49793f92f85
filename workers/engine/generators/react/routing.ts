/**
 * The module the React app's screens import their routing from: Link (with `to`), Navigate, useNavigate,
 * useParams and useLocation. A frontend on another React framework passes a module of its own that exports
 * the same names, and shares the screens.
 */
export const REACT_ROUTER = "react-router-dom";

/** Where the React app's API client reads the API's origin (empty: /api on the app's own origin). */
export const REACT_API_BASE = `import.meta.env.VITE_API_URL ?? ""`;
