import type Database from 'better-sqlite3';

// The database handle's type, apart from db.ts (which opens and migrates it): the stores need
// the type, and db.ts needs the stores' key functions for its migrations, so keeping the type
// there tied them in a circle (issue 26 §3).
export type SandboxDb = Database.Database;
