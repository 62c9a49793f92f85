/**
 * The OpenAPI document of this API: every route, the body it takes, each status it answers and the body of each.
 * The tests check every answer they receive against it (test/api-document.ts). Written from the app model;
 * regenerate rather than edit.
 */
export const openApiDocument = {{document}};
