/*
 * The core API's contracts (docs/core-api.md): one module per call group, each exported under its own name so
 * that the groups' like-named schemas (`idBody`, `listBody` …) never meet; identity and session are the app's
 * as much as the core's and are exported as they are.
 */

export * from './calls.ts';
export * as coreCredentials from './credentials.ts';
export * from './identity.ts';
export * as coreNotify from './notify.ts';
export * as coreOid4vc from './oid4vc.ts';
export * as coreServer from './server.ts';
export * as coreShorturi from './shorturi.ts';
export * as coreStorage from './storage.ts';
export * as coreUsers from './users.ts';
