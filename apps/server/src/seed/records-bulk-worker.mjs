// Worker threads do not inherit tsx's loader: register it, then run the TypeScript worker.
import { register } from 'tsx/esm/api';

register();
await import('./records-bulk-worker.ts');
