import type { AppModel } from "../../model";
import { serverDatabaseProfile } from "../databases";
import { serverDatabase, type ServerDatabase } from "../../model/stack";
import { config, doc, json, lines } from "../files";
import { PRODUCTION_FLAG, SECRET_COMMANDS } from "../profiles";
import { frontendProfile } from "../stacks";
import { has, type DeployTarget } from "./platform";

/** Where the database runs on AWS: RDS for the SQL databases, DocumentDB (MongoDB-compatible) for MongoDB. */
const AWS_DATABASES: Record<ServerDatabase, string> = { postgresql: "RDS PostgreSQL", mysql: "RDS MySQL", mongodb: "Amazon DocumentDB (MongoDB-compatible)" };

/** How the app is hosted: static files on S3 + CloudFront, or a second container when it runs as a server. */
function appHosting(model: AppModel): string {
  const frontend = frontendProfile(model);
  return frontend.serving.kind === "static"
    ? `an S3 bucket + CloudFront distribution for \`frontend/${frontend.serving.output}\``
    : `a second ECS service from \`frontend/Dockerfile\` (port ${frontend.serving.port}, \`${frontend.apiUrlVariable}\` set to the API's address) behind CloudFront`;
}

/** AWS: the API as an ECS Fargate service from the backend image, a managed database, the app behind CloudFront. */
/** The container's health check: wget where the image has it; the Worker's image (Debian slim, for workerd) asks Node. */
const healthCommand = (model: AppModel) =>
  model.stack.backend === "workers"
    ? `node -e "fetch('http://localhost:3000/api/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"`
    : "wget -qO- http://localhost:3000/api/health || exit 1";

/** The database the API runs with on AWS: a managed server, or D1 inside the Worker's simulator container. */
const awsDatabase = (model: AppModel) =>
  model.stack.database === "d1" ? "its D1 database in the container (the local simulator, `wrangler dev`)" : AWS_DATABASES[serverDatabase(model.stack.database)];

function awsDatabaseSteps(model: AppModel): string[] {
  const database = serverDatabaseProfile(model);
  if (!database) {
    return [
      "Then create an ECS service from the task definition behind an Application Load Balancer (health check `/api/health`),",
      `and ${appHosting(model)}, with a second CloudFront origin for \`/api/*\` pointing at the load balancer. The API is a`,
      "Cloudflare Worker: this container runs its local simulator with D1 in the container, a demo and not production;",
      "its production home is Cloudflare (`cd backend && npm run deploy`, see backend/README.md).",
    ];
  }
  return [
    `Then create ${awsDatabase(model)}, an ECS service from the task definition behind an Application`,
    `Load Balancer (health check \`/api/health\`), and ${appHosting(model)},`,
    "with a second CloudFront origin for `/api/*` pointing at the load balancer. The API sets up its",
    `${database.holds} when it starts.`,
  ];
}

export const awsTarget: DeployTarget = {
  id: "aws",
  label: "AWS",
  files: (model) => [
    config(
      "deploy/aws/task-definition.json",
      "deployment",
      json({
        family: `${model.slug}-api`,
        networkMode: "awsvpc",
        requiresCompatibilities: ["FARGATE"],
        cpu: "256",
        memory: "512",
        executionRoleArn: "arn:aws:iam::ACCOUNT_ID:role/ecsTaskExecutionRole",
        containerDefinitions: [
          {
            name: "api",
            image: `ACCOUNT_ID.dkr.ecr.REGION.amazonaws.com/${model.slug}-api:latest`,
            essential: true,
            portMappings: [{ containerPort: 3000, protocol: "tcp" }],
            environment: [
              { name: "PORT", value: "3000" },
              // The image sets it too: AUTH_SECRET is then required, and the API binds every interface.
              { name: PRODUCTION_FLAG[model.stack.backend].name, value: PRODUCTION_FLAG[model.stack.backend].value },
            ],
            secrets: [
              ...(serverDatabaseProfile(model)
                ? [{ name: "DATABASE_URL", valueFrom: `arn:aws:ssm:REGION:ACCOUNT_ID:parameter/${model.slug}/DATABASE_URL` }]
                : []),
              ...(has(model, "auth")
                ? [{ name: "AUTH_SECRET", valueFrom: `arn:aws:ssm:REGION:ACCOUNT_ID:parameter/${model.slug}/AUTH_SECRET` }]
                : []),
            ],
            healthCheck: {
              command: ["CMD-SHELL", healthCommand(model)],
              interval: 30,
              timeout: 5,
              retries: 3,
            },
            logConfiguration: {
              logDriver: "awslogs",
              options: { "awslogs-group": `/ecs/${model.slug}-api`, "awslogs-region": "REGION", "awslogs-stream-prefix": "api" },
            },
          },
        ],
      }),
    ),
    doc(
      "deploy/aws/README.md",
      lines(
        `# Deploying ${model.name} to AWS`,
        "",
        "Replace `ACCOUNT_ID` and `REGION` in `task-definition.json` first.",
        "",
        "```sh",
        `aws ecr create-repository --repository-name ${model.slug}-api`,
        `docker build -t ${model.slug}-api backend`,
        `docker tag ${model.slug}-api:latest ACCOUNT_ID.dkr.ecr.REGION.amazonaws.com/${model.slug}-api:latest`,
        `docker push ACCOUNT_ID.dkr.ecr.REGION.amazonaws.com/${model.slug}-api:latest`,
        serverDatabaseProfile(model) &&
          `aws ssm put-parameter --name /${model.slug}/DATABASE_URL --type SecureString --value "${serverDatabaseProfile(model)?.urlExample(model, "DATABASE_HOST")}"`,
        has(model, "auth") && `aws ssm put-parameter --name /${model.slug}/AUTH_SECRET --type SecureString --value "$(${SECRET_COMMANDS.openssl})"`,
        "aws ecs register-task-definition --cli-input-json file://deploy/aws/task-definition.json",
        "```",
        "",
        ...awsDatabaseSteps(model),
      ),
      "deployment",
    ),
  ],
  steps: (model) =>
    lines(
      `The API runs as a container on ECS Fargate with ${awsDatabase(model)}; the app is ${appHosting(model)},`,
      "and CloudFront also forwards `/api/*` to the API. The commands are in [deploy/aws/README.md](deploy/aws/README.md).",
    ),
};
