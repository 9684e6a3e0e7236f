/**
 * The run's one build of the Ladle stories, shared by the global setups that run in vitest's main process.
 *
 * vitest calls the projects' global setups one after the other. The journeys' setup (e2e/global-setup.ts, the
 * devstack) comes before the stories' and starts this build beside the devstack instead of after it: both
 * mostly wait (on anvil, on vite's workers), so on two cores the pair takes little more than the longer one.
 * The stories' setup then awaits the same promise, or starts it when it runs alone. Kept on globalThis for the
 * reason global-setup.ts gives: each project may import this module into a graph of its own.
 */
import { buildStories, type BuiltStories } from './stories.js';

const STORIES_BUILD = Symbol.for('walletport.stories.build');
type WithStoriesBuild = typeof globalThis & { [STORIES_BUILD]?: Promise<BuiltStories> };
const store = globalThis as WithStoriesBuild;

/** Starts the stories build unless this process already has; every caller gets the same result. */
export function buildStoriesOnce(): Promise<BuiltStories> {
  const build = (store[STORIES_BUILD] ??= buildStories());
  // A build nobody awaits yet (the journeys' setup only starts it) must not become an unhandled rejection;
  // whoever awaits it still gets the failure.
  build.catch(() => undefined);
  return build;
}
