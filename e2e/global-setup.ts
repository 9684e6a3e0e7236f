/**
 * Starts one devstack (chains, cloud, demo) on free ports for the whole e2e run and hands its addresses to
 * the tests through vitest's provide/inject. The cloud keeps its database in memory: every run starts clean.
 */
import type { TestProject } from 'vitest/node';
import { startDevstack, type RunningDevstack } from '../devstack/devstack.js';
import { freeDevstackPorts } from '../devstack/testing/free-ports.js';

export type E2eDevstack = {
  demoUrl: string;
  cloudUrl: string;
  chains: { name: string; chainId: number; rpcUrl: string }[];
};

declare module 'vitest' {
  export interface ProvidedContext {
    devstack: E2eDevstack;
  }
}

let running: RunningDevstack | undefined;

export async function setup(project: TestProject): Promise<void> {
  // vitest may call a global setup twice in one process (STACK-NOTES.md): start the devstack once.
  running ??= await startDevstack({ ports: await freeDevstackPorts(), dataDir: null });
  project.provide('devstack', {
    demoUrl: running.urls.demo!,
    cloudUrl: running.urls.cloud,
    chains: running.urls.chains,
  });
}

export async function teardown(): Promise<void> {
  await running?.stop();
  running = undefined;
}
