export { buildAppModel, designSampleProblems, type AppModelInput } from "./build-app-model";
export { appDesignSchema, describeDesign, designChanges, designOf, designProblems, type AppDesign } from "./design";
export { roleOf, type Role } from "./roles";
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
  type GeneratedBackend,
  type GeneratedDatabase,
  type ServerDatabase,
  serverDatabase,
  type GeneratedFrontend,
} from "./stack";
