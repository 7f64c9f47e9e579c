import type { Logger } from "../logger";

/** Per-request values set by the first middlewares and read by everything after them. */
export interface AppEnv {
  Variables: {
    reqId: string;
    log: Logger;
    ip: string;
  };
}
