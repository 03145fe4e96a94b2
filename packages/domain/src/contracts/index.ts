import { adminContract } from './admin';
import { healthContract } from './health';
import { sessionContract } from './session';

/** The whole API contract: every feature adds its router here. Served under `/api`. */
export const contract = {
  health: healthContract,
  session: sessionContract,
  admin: adminContract,
};

export type Contract = typeof contract;
export * from './admin';
export * from './health';
export * from './session';
