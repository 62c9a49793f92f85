import { PHP_PROFILE } from "./profile";

export { PHP_PROFILE };
