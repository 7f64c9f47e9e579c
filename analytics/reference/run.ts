export { rows } from "../queries/run";

export const iso = (d: Date) => d.toISOString();
