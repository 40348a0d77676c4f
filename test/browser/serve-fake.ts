/** Serve the page over the fake backend, for working on the page by hand: `npx tsx test/browser/serve-fake.ts`. */
import { startPageServer } from '../../src/playground/web/server';
import { FakeBackend } from './fake-backend';

const server = await startPageServer({ port: Number(process.env.PORT ?? 3100), backend: new FakeBackend() });
console.log(`page with the fake backend: ${server.url}`);
