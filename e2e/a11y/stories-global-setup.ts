/**
 * Global setup of the 'stories' project (vitest.config.ts): builds the Ladle stories once, before its files
 * run side by side, so no two of them build the same cache folder at the same time (stories.ts). When the
 * journeys run too, their setup has already started the build beside the devstack (stories-build-once.ts).
 */
import { buildStoriesOnce } from './stories-build-once.js';

export async function setup(): Promise<void> {
  const built = await buildStoriesOnce();
  console.log(`stories: ${built.cached ? 'cached build' : 'built'} in ${built.ms} ms`);
}
