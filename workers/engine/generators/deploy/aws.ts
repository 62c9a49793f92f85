import { config, doc, json, lines } from "../files";
import { has, type DeployTarget } from "./platform";

/** AWS: the API as an ECS Fargate service from the backend image, RDS PostgreSQL, the app on S3 + CloudFront. */
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
            environment: [{ name: "PORT", value: "3000" }],
            secrets: [
              { name: "DATABASE_URL", valueFrom: `arn:aws:ssm:REGION:ACCOUNT_ID:parameter/${model.slug}/DATABASE_URL` },
              ...(has(model, "auth")
                ? [{ name: "AUTH_SECRET", valueFrom: `arn:aws:ssm:REGION:ACCOUNT_ID:parameter/${model.slug}/AUTH_SECRET` }]
                : []),
            ],
            healthCheck: {
              command: ["CMD-SHELL", "wget -qO- http://localhost:3000/api/health || exit 1"],
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
        `aws ssm put-parameter --name /${model.slug}/DATABASE_URL --type SecureString --value "postgres://..."`,
        has(model, "auth") && `aws ssm put-parameter --name /${model.slug}/AUTH_SECRET --type SecureString --value "$(openssl rand -hex 32)"`,
        "aws ecs register-task-definition --cli-input-json file://deploy/aws/task-definition.json",
        "```",
        "",
        "Then create an RDS PostgreSQL instance, an ECS service from the task definition behind an Application",
        "Load Balancer (health check `/api/health`), and an S3 bucket + CloudFront distribution for `frontend/dist`",
        "with a second CloudFront origin for `/api/*` pointing at the load balancer. The API applies its",
        "migrations when it starts.",
      ),
      "deployment",
    ),
  ],
  steps: () =>
    lines(
      "The API runs as a container on ECS Fargate with RDS PostgreSQL; the app is static files on S3 behind",
      "CloudFront, which also forwards `/api/*` to the API. The commands are in [deploy/aws/README.md](deploy/aws/README.md).",
    ),
};
