import { healthContract } from './health';

/** The whole API contract: every feature adds its router here. Served under `/api`. */
export const contract = {
  health: healthContract,
};

export type Contract = typeof contract;
export * from './health';
