import { DEFAULT_DEPLOYMENT_PLATFORM, FEATURES, type Feature } from "../../contract/project-options";
import type { WizardData } from "../../contract/projects";
import { entitiesFromDesign, type AppDesign } from "./design";
import { designNames, normaliseDesign } from "./design-names";
import { buildEntities } from "./entities";
import { currencyOf } from "./money";
import { slugify } from "./naming";
import { buildRequirements, itemsOf } from "./requirements";
import { settleRules, type RuleSource } from "./rule-reading";
import { rolesFromDesign, rolesFromUserTypes } from "./roles";
import { settleSamples, type SampleContext, type SampleRecord } from "./sample-records";
import { businessOf } from "./sample-values";
import { appModelSchema, type AppModel } from "./schema";
import { resolveStack } from "./stack";
import { buildApiRoutes, buildScreens } from "./surface";

export interface AppModelInput {
  name: string;
  description: string;
  techStack: string[];
  wizardData: WizardData;
  messages: { agentType: string; message: string }[];
  /** The records a language model decided for this project; without one they are read from the answers. */
  design?: AppDesign | null;
}

/** The free-text answers the domain nouns are read from. */
const DOMAIN_TEXT_FIELDS = ["problemStatement", "systemBehaviors", "keyWorkflows", "userFlows", "coreInterfaces"] as const;

/**
 * The architect's reading of the wizard answers and the messages: a pure function, so the same answers
 * always give the same model (and so the same plan and the same files).
 */
export function buildAppModel(input: AppModelInput): AppModel {
  const wizard = input.wizardData;
  // One canonical order, whatever order the wizard sent them in.
  const features: Feature[] = FEATURES.filter((feature) => wizard.features.includes(feature));
  const name = input.name.trim() || "My App";
  const design = input.design ? normaliseDesign(input.design) : null;
  const currency = currencyOf(currencyTexts(input));
  const context = sampleContext(input, currency);
  const records = design
    ? entitiesFromDesign(design)
    : buildEntities(
        wizard.projectType,
        DOMAIN_TEXT_FIELDS.map((field) => wizard[field]),
        features,
        context.business,
      );
  const { entities: ruled, people } = settleRules(records, ruleSources(wizard), design?.rules ?? []);
  const { entities } = settleSamples(ruled, offeredSamples(design), Date.now(), context);
  const messages = input.messages.map(({ agentType, message }) => ({ agentType, message }));
  return appModelSchema.parse({
    name,
    slug: slugify(name),
    description: input.description.trim(),
    audience: wizard.targetUsers || wizard.targetAudience,
    pitch: {
      problem: wizard.problemStatement,
      value: wizard.uniqueValueProposition,
      outcomes: wizard.expectedOutcomes,
    },
    projectType: wizard.projectType,
    stack: resolveStack(input.techStack, wizard.database),
    features,
    deployment: wizard.deployment || DEFAULT_DEPLOYMENT_PLATFORM,
    design: wizard.design || "modern",
    currency,
    entities,
    roles: design?.roles ? rolesFromDesign(design.roles, entities) : rolesFromUserTypes(wizard.userTypes, entities),
    screens: buildScreens(entities, features),
    apiRoutes: buildApiRoutes(entities, features),
    requirements: buildRequirements({ wizard, entities, features }, messages),
    priorities: {
      high: [...wizard.implementationPriorities.high],
      medium: [...wizard.implementationPriorities.medium],
      low: [...wizard.implementationPriorities.low],
    },
    messages,
    rulesForPeople: people,
  });
}

/** Where the app's currency is read from: wherever the answers might write a price or a budget. */
const currencyTexts = (input: AppModelInput): string[] => {
  const wizard = input.wizardData;
  return [input.name, input.description, wizard.problemStatement, wizard.uniqueValueProposition, wizard.businessRules, ...DOMAIN_TEXT_FIELDS.map((field) => wizard[field]), wizard.targetUsers, wizard.targetAudience, wizard.budget];
};

/** What the built-in samples are written from: the answers' words for the business and its records. */
function sampleContext(input: AppModelInput, currency: string): SampleContext {
  const wizard = input.wizardData;
  const texts = [input.name, input.description, wizard.uniqueValueProposition, wizard.targetUsers, ...DOMAIN_TEXT_FIELDS.map((field) => wizard[field])];
  return { texts, projectType: wizard.projectType, currency, business: businessOf(texts) };
}

/** A normalised design's samples by entity name: what the model offers to seed the app with. */
function offeredSamples(design: AppDesign | null): Map<string, SampleRecord[]> {
  if (!design) return new Map();
  const names = designNames(design);
  return new Map(
    design.entities.flatMap((entity, index) => {
      const name = names[index]?.name;
      return entity.samples && name ? [[name, entity.samples] as const] : [];
    }),
  );
}

/**
 * Why a design's samples cannot seed the app, checked against the rules the app will have (the built-in
 * reading's and the design's): the architect sends these back to the model with the rest.
 */
export function designSampleProblems(given: AppDesign, wizard: WizardData, now: number = Date.now()): string[] {
  const design = normaliseDesign(given);
  const { entities } = settleRules(entitiesFromDesign(design), ruleSources(wizard), design.rules);
  return settleSamples(entities, offeredSamples(design), now).problems;
}

/** The sentences rules are read from, with the ids their requirements get (BIZ-n, FLOW-n). */
export function ruleSources(wizard: WizardData): RuleSource[] {
  const business = itemsOf(wizard.businessRules).map((text, index): RuleSource => ({ id: `BIZ-${index + 1}`, text, kind: "business" }));
  const flows = [...itemsOf(wizard.userFlows), ...itemsOf(wizard.keyWorkflows)].map(
    (text, index): RuleSource => ({ id: `FLOW-${index + 1}`, text, kind: "workflow" }),
  );
  return [...business, ...flows];
}
