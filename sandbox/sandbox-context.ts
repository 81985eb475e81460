import type { SandboxDb } from './sandbox-db.ts';

// What every route module needs; built once by createSandboxApp.
export type SandboxContext = {
  db: SandboxDb;
  // Where the sandbox is mounted as the browser sees it, for the links it hands out.
  basePath: string;
  unsupportedStates: ReadonlySet<string>;
  // Hosts (lower case, with any port) the stand-in verifier may return to besides its own.
  returnHosts: ReadonlySet<string>;
};
