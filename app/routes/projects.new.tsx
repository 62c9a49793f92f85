import type { MetaFunction } from "@remix-run/cloudflare";
import { RequireUser } from "../components/auth-guards";
import { ProjectWizard } from "../components/wizard/wizard";
import { useSession } from "../lib/session";

export const meta: MetaFunction = () => [{ title: "New Project · AppForge" }];

export default function NewProjectRoute() {
  return (
    <RequireUser>
      <NewProject />
    </RequireUser>
  );
}

function NewProject() {
  const { user } = useSession();
  if (!user) return null;
  // Keyed by user: another account signing in on this tab gets its own draft, never this one's.
  return <ProjectWizard key={user.id} userId={user.id} />;
}
