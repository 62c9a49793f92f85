/**
 * The module the React app's screens import their routing from: Link (with `to`), Navigate, useNavigate,
 * useParams and useLocation. A frontend on another React framework passes a module of its own that exports
 * the same names, and shares the screens.
 */
export const REACT_ROUTER = "react-router-dom";
