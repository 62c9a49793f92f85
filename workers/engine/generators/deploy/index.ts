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

/** What the deployment task says every time: it writes the platform's files, it does not publish them. */
export const deploymentNotice = (model: AppModel): string =>
  `Nothing was deployed: publishing to ${deployTarget(model).label} needs a connection to your account there, which AppForge does not have yet. ` +
  `Download the project and follow the README's "Deploy to ${deployTarget(model).label}" steps to do it yourself. ` +
  (isPreviewFrontend(model.stack.frontend)
    ? "Meanwhile the Preview on the project screen runs the app from its generated code, with its sample records."
    : PREVIEW_UNSUPPORTED[model.stack.frontend]);

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
