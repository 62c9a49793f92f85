import { createApp } from "vue";
import App from "./App.vue";
import { createAppRouter } from "./router";
import "./theme/tokens.css";
import "./styles.css";
import "./responsive.css";

const router = createAppRouter();
const app = createApp(App).use(router);
// The first screen is resolved (and, with sign-in, checked) before anything shows.
void router.isReady().then(() => app.mount("#app"));
