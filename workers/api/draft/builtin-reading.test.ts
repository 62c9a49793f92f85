import { describe, expect, it } from "vitest";
import { draftAnswersSchema } from "../../contract/drafts";
import { readSentence } from "./builtin-reading";

// The built-in reading of one sentence: what the words say, and nothing they do not.

describe("readSentence", () => {
  it("reads a shop: its name, who acts and what they do, its type and the features its words name", () => {
    const sentence = "A bakery app where customers order cakes online, pick a pickup slot and pay by card";
    expect(readSentence(sentence)).toEqual({
      answers: {
        name: "Bakery App",
        description: sentence,
        problemStatement: sentence,
        targetUsers: "Customers",
        systemBehaviors: "Customers order cakes online\nCustomers pick a pickup slot\nCustomers pay by card",
        userFlows: "Customers order cakes online, then pick a pickup slot, then pay by card",
        projectType: "ecommerce",
        features: ["payments"],
      },
      notes: [],
    });
  });

  it("names a one-word app after whom it is for, and keeps a list of objects together", () => {
    const { answers } = readSentence("A CRM for my plumbing business to track leads, deals and follow-up calls with clients");
    expect(answers).toMatchObject({
      name: "Plumbing Business CRM",
      targetUsers: "Plumbing business",
      systemBehaviors: "Track leads, deals and follow-up calls with clients",
      projectType: "crm",
    });
    expect(answers.features).toBeUndefined();
  });

  it("gives no name when the sentence opens with the people who act, and no type without its words", () => {
    const { answers } = readSentence("Dog walkers book walks with pet owners and send photos after each walk");
    expect(answers.name).toBeUndefined();
    expect(answers.projectType).toBeUndefined();
    expect(answers).toMatchObject({
      targetUsers: "Dog walkers",
      systemBehaviors: "Dog walkers book walks with pet owners\nDog walkers send photos after each walk",
      features: ["file-upload"],
    });
  });

  it("reads what a sentence names of its users, stack, platform, style, laws, sign-in and volume", () => {
    const { answers, notes } = readSentence(
      "An app for teachers who grade homework and parents who see the marks, built with React, Vue and Postgres on Vercel, minimal, GDPR compliant, sign in with Google, 500 submissions a day",
    );
    expect(answers).toMatchObject({
      name: "Teachers App",
      targetUsers: "Teachers, Parents",
      userTypes: "Teacher\nParent",
      systemBehaviors: "Teachers grade homework\nParents see the marks",
      techStack: ["react", "postgresql"],
      deployment: "vercel",
      design: "minimal",
      complianceNeeds: "GDPR",
      authenticationNeeds: "Sign in with Google",
      scalabilityExpectations: "500 submissions a day",
    });
    expect(notes).toEqual(["One app is built with one frontend, one backend and one database, so the first your sentence names of each is kept: React, PostgreSQL; not Vue.js. Change it on step 7."]);
  });

  it("does not take plain English words for technologies or platforms", () => {
    const { answers } = readSentence("Readers react to posts and render their own pages with a node map");
    expect(answers.techStack).toBeUndefined();
    expect(answers.deployment).toBeUndefined();
  });

  it("leaves a project type two kinds fit equally, and says so", () => {
    const { answers, notes } = readSentence("A shop with a blog");
    expect(answers.projectType).toBeUndefined();
    expect(notes).toEqual(["Your sentence fits more than one project type (E-commerce Platform, Content Management): choose one on step 4."]);
  });

  it("fills only the description and the problem from words it has no lists for", () => {
    for (const sentence of ["Un outil pour suivre les commandes de mes clients", "面包店的在线订购应用"]) {
      expect(Object.keys(readSentence(sentence).answers)).toEqual(["description", "problemStatement"]);
    }
  });

  it("answers only what the draft's schema takes", () => {
    const long = `A marketplace where sellers list handmade goods and buyers ${"browse and ".repeat(80)}pay`;
    expect(draftAnswersSchema.partial().safeParse(readSentence(long).answers).success).toBe(true);
  });
});
