/**
 * Global setup of the 'stories' project (vitest.config.ts): builds the Ladle stories once, before its files
 * run side by side, so no two of them build the same cache folder at the same time (stories.ts).
 */
import { buildStories } from './stories.js';

export async function setup(): Promise<void> {
  const built = await buildStories();
  console.log(`stories: ${built.cached ? 'cached build' : 'built'} in ${built.ms} ms`);
}
