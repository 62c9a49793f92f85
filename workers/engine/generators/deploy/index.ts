import { INTEGRATIONS_PATH, PROVIDER_LABELS, TARGET_NEEDS, type IntegrationProvider } from "../../../contract/integrations";
import { isPreviewFrontend, PREVIEW_UNSUPPORTED } from "../../../contract/preview";
import type { DeploymentPlatform } from "../../../contract/project-options";
import type { AppModel } from "../../model";
import type { EmitterDefinition } from "../types";
import { awsTarget } from "./aws";
import { digitalOceanTarget } from "./digitalocean";
import type { DeployTarget } from "./platform";
import { readmeFile } from "./readme";
import { renderTarget } from "./render";
import { vercelTarget } from "./vercel";

const TARGETS: Record<DeploymentPlatform, DeployTarget> = {
  render: renderTarget,
  vercel: vercelTarget,
  aws: awsTarget,
  digitalocean: digitalOceanTarget,
};

export const deployTarget = (model: AppModel): DeployTarget => TARGETS[model.deployment];

export const DEPLOYMENT_EMITTER_ID = "deployment";

/**
 * What the deployment task says every time: it writes the platform's files and does not publish them. It
 * names the connections the platform still needs, or says the Publish card can deploy with the ones made.
 */
export function deploymentNotice(model: AppModel, connected: readonly IntegrationProvider[]): string {
  const label = deployTarget(model).label;
  const needs = TARGET_NEEDS[model.deployment];
  const missing = needs.filter((provider) => !connected.includes(provider));
  const names = (providers: readonly IntegrationProvider[]) => providers.map((provider) => PROVIDER_LABELS[provider]).join(" and ");
  const what =
    needs.length === 0
      ? `Nothing was deployed: AppForge does not deploy to ${label}. deploy/aws/README.md has the commands to run with your own AWS account; ` +
        '"Prepare the AWS deployment" on the project\'s Publish card records them. '
      : missing.length > 0
        ? `Nothing was deployed: deploying to ${label} needs ${names(needs)} connected${missing.length < needs.length ? `, and ${names(missing)} is not` : ""}. ` +
          `Connect ${names(missing)} on the Integrations tab of your profile (${INTEGRATIONS_PATH}), then press "Deploy to ${label}" on the project's Publish card, ` +
          `or download the project and follow the README's "Deploy to ${label}" steps. `
        : `Nothing was deployed by this task: ${names(needs)} ${needs.length > 1 ? "are" : "is"} connected, so "Deploy to ${label}" on the project's Publish card publishes it with your ${needs.length > 1 ? "tokens" : "token"}. `;
  return (
    what +
    (isPreviewFrontend(model.stack.frontend) ? "Meanwhile the Preview on the project screen runs the app from its generated code, with its sample records." : PREVIEW_UNSUPPORTED[model.stack.frontend])
  );
}

export const deploymentEmitter: EmitterDefinition = {
  id: DEPLOYMENT_EMITTER_ID,
  agent: "deployment",
  name: (model) => `Deployment config (${deployTarget(model).label})`,
  description: (model) =>
    `The ${deployTarget(model).label} configuration for the API, the app and the database, and the README ` +
    "that explains the app, how to run, test and configure it, and how to deploy it.",
  dependsOn: ["devops", "qa"],
  applies: () => true,
  covers: { systemIds: ["SYS-scale"], messagesFor: ["deployment"] },
  emit: (model) => [...deployTarget(model).files(model), readmeFile(model, deployTarget(model))],
};
