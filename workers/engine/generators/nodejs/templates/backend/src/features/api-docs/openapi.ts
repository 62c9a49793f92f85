/** Written from the app model; regenerate rather than edit. */
export const openApiDocument = {{document}};
