import type { SandboxDb } from './sandbox-db.ts';

// What every route module needs; built once by createSandboxApp.
export type SandboxContext = {
  db: SandboxDb;
  // Where the sandbox is mounted as the browser sees it, for the links it hands out.
  basePath: string;
  unsupportedStates: ReadonlySet<string>;
  // Hosts (lower case, with any port) the stand-in verifier may return to besides its own.
  returnHosts: ReadonlySet<string>;
  // Hosts the sandbox answers for besides the loopback names (SANDBOX_HOSTS, lower case).
  hosts: ReadonlySet<string>;
  // Whether X-Forwarded-* headers come from a proxy the operator trusts (SANDBOX_TRUST_PROXY).
  trustProxy: boolean;
  // D57: the representative IDs the stand-in Representative Accountability Database knows
  // (SANDBOX_REP_IDS; upper case).
  representatives: ReadonlySet<string>;
};
