import { ApiError } from "../api/client";

/** Shows a failed call in words a user can act on. */
export function ErrorMessage({ error }: { error: unknown }) {
  if (!error) return null;
  let text = "Something went wrong. Please try again.";
  if (error instanceof ApiError) text = error.message;
  else if (error instanceof TypeError) text = "The server cannot be reached. Check your connection and try again.";
  return (
    <p role="alert" className="error">
      {text}
    </p>
  );
}
