/**
 * The API's origin when it is not the app's own (e.g. https://api.example.com), fixed at build time:
 * `NG_APP_API_URL=https://api.example.com npm run build`. Empty: the app calls /api on its own origin.
 */
declare const NG_APP_API_URL: string;
