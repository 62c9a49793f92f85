export { buildAppModel, type AppModelInput } from "./build-app-model";
export {
  appModelSchema,
  type ApiRoute,
  type AppModel,
  type AppStack,
  type Entity,
  type Field,
  type FieldKind,
  type Relation,
  type Requirement,
  type RequirementKind,
  type Screen,
  type StackLayer,
} from "./schema";
export {
  GENERATED_BACKENDS,
  GENERATED_DATABASES,
  GENERATED_FRONTENDS,
  type GeneratedBackend,
  type GeneratedDatabase,
  type GeneratedFrontend,
} from "./stack";
