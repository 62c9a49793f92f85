import { Alert, Button } from "../ui";

/** A list or view that did not load: the reason, and a way to ask again. */
export function LoadFailed({ message, onRetry }: { message: string; onRetry(): void }) {
  return (
    <div className="space-y-2">
      <Alert>{message}</Alert>
      <Button variant="secondary" onClick={onRetry}>
        Try again
      </Button>
    </div>
  );
}
