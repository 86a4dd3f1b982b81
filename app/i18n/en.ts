/** The interface text's type, under the module name the navigation table and routes import it from. */
export type { Messages } from "./message-arguments";
