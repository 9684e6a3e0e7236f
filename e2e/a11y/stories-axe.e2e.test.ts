/**
 * axe-core (WCAG 2.1 A and AA rules, and aria-dialog-name) on every Ladle story, in the light and the dark
 * theme, in English, Arabic (right to left) and German (the longest text), in real chromium.
 *
 * The stories are built once (cached by a hash of their sources, stories.ts) and served on 127.0.0.1. Each
 * story is opened in Ladle's preview mode, rendered and settled, then checked four times (PASSES): English
 * light and dark, Arabic dark, German light. applyTheme sets the modal's theme on every walletport host and
 * Ladle's frame to match; the language is switched in place on the story already rendered (switchStoryLocale),
 * since opening each story again per language would cost more than the checks themselves. Four passes rather
 * than every language in both themes: a language changes the words and their direction, a theme the colours,
 * and each of the two is seen with each of the two themes at least once.
 * axe is scoped to walletport's shadow hosts (`[data-walletport]`): the page around them is the host's, and
 * some stories put deliberately hostile host markup there (red 40px text) that is not ours to fix.
 *
 * Reduced motion is on while checking: the end state of every animation is the same, and axe does not catch
 * a view half-way through its 150 ms height transition (a body briefly shorter than its content is a
 * "scrollable region" for an instant). Motion itself is checked in isolation.e2e.test.ts.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { launchChromium, type LaunchedChromium } from '../../devstack/browser/launch-chromium.js';
import { axeCoreFile, formatViolations, runAxe } from './axe.js';
import { serveStatic, type StaticServer } from './static-server.js';
import { applyTheme, hostThemes, openStory, settleAnimations, switchStoryLocale, type StoryLocale, type ThemeMode } from './story-page.js';
import { buildStories, listStories, REPO_ROOT, type StoryEntry } from './stories.js';

/** In this order: one language switch per story for each of Arabic and German. */
const PASSES: readonly { locale: StoryLocale; theme: ThemeMode }[] = [
  { locale: 'en', theme: 'light' },
  { locale: 'en', theme: 'dark' },
  { locale: 'ar', theme: 'dark' },
  { locale: 'de', theme: 'light' },
];
/**
 * The rules a language pass leaves out. Contrast is the theme's (the same colours behind every word, checked
 * in both themes in English) and by far the slowest rule: without it the two language passes cost about what
 * one English pass does. Everything a language changes (names, labels, label-in-name, roles, landmarks,
 * scrollable regions) is still checked.
 */
const LANGUAGE_PASS_SKIPS = ['color-contrast'];
/** Every host name but 127.0.0.1 fails to resolve: nothing a story asks for leaves the machine. */
const OFFLINE_ARGS = ['--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1'];
const AXE_PATH = '/__axe-core/axe.min.js';
/** Pages checking stories side by side (the CI machine has two cores). */
const WORKERS = 2;

let browser: LaunchedChromium | undefined;
let server: StaticServer | undefined;
/** Addresses off 127.0.0.1 that a story asked for (they never resolve, see OFFLINE_ARGS). */
const offMachine = new Set<string>();
let stories: StoryEntry[] = [];

beforeAll(async () => {
  const built = await buildStories();
  console.log(`stories: ${built.cached ? 'cached build' : 'built'} in ${built.ms} ms (${built.dir})`);
  stories = await listStories(built.dir);
  // axe from a served file: the browser compiles and caches it once, not once per story.
  server = await serveStatic(built.dir, { files: { [AXE_PATH]: axeCoreFile() } });
  // No request guard here: routing every request turns chromium's HTTP cache off, and each story would load
  // Ladle's whole bundle again. Off-machine hosts fail to resolve instead (and are noted).
  browser = await launchChromium({ args: OFFLINE_ARGS });
  browser.context.on('requestfailed', (request) => {
    if (new URL(request.url()).hostname !== '127.0.0.1') offMachine.add(request.url());
  });
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

async function newCheckingPage(): Promise<Page> {
  const page = await browser!.newPage();
  await page.emulateMedia({ reducedMotion: 'reduce' });
  return page;
}

/** The story files that export a `Story`, read from the sources (to know the build has them all). */
async function storyFilesInSources(): Promise<string[]> {
  const entries = await readdir(path.join(REPO_ROOT, 'ui-react'), { recursive: true, withFileTypes: true });
  const files = entries.filter((entry) => entry.isFile() && entry.name.endsWith('.stories.tsx'));
  const withStories: string[] = [];
  for (const entry of files) {
    const file = path.join(entry.parentPath, entry.name);
    if (/export const \w+: Story\b/.test(await readFile(file, 'utf8'))) withStories.push(path.relative(REPO_ROOT, file));
  }
  return withStories.sort();
}

describe('accessibility of every story (axe-core, WCAG 2.1 A/AA), light and dark, in English, Arabic and German', () => {
  it('the build lists a story from every story file', async () => {
    const built = new Set(stories.map((story) => story.filePath));
    const missing = (await storyFilesInSources()).filter((file) => !built.has(file));
    expect(missing, 'story files whose stories are not in the build').toEqual([]);
    expect(stories.length).toBeGreaterThan(50);
  });

  it('axe reaches inside walletport shadow roots: a planted violation is reported', async () => {
    // The check of the check: without this, "zero violations" could mean axe never looked inside.
    const page = await newCheckingPage();
    try {
      await openStory(page, server!.url, stories.find((story) => story.id === 'modal-shell--light')!);
      // As for every story below: axe measures contrast on the dialog at rest, not while it eases in.
      await settleAnimations(page);
      const clean = await runAxe(page, { axeUrl: server!.url + AXE_PATH });
      expect(clean.violations, formatViolations(clean.violations)).toEqual([]);
      // The extra rule runs too: the dialog's name was checked.
      expect(clean.passes.map((rule) => rule.id)).toEqual(expect.arrayContaining(['aria-dialog-name', 'color-contrast', 'button-name']));
      await page.evaluate(() => {
        const view = document.querySelector('[data-walletport="modal"]')!.shadowRoot!.querySelector('.wp-view')!;
        const planted = document.createElement('div');
        planted.innerHTML = '<button type="button" class="planted-button"></button><img class="planted-image" src="data:image/gif;base64,R0lGODlhAQABAAAAACw=">';
        view.append(planted);
      });
      const { violations } = await runAxe(page, { axeUrl: server!.url + AXE_PATH });
      const planted = violations.flatMap((violation) =>
        violation.nodes.filter((node) => node.html.includes('planted-')).map((node) => ({ id: violation.id, host: node.target[0] })),
      );
      // A target inside a shadow root is a list: the host's selector first, then the selector within the root.
      expect(planted).toEqual(
        expect.arrayContaining([
          { id: 'button-name', host: ['div[data-walletport="modal"]', expect.any(String)] },
          { id: 'image-alt', host: ['div[data-walletport="modal"]', expect.any(String)] },
        ]),
      );
    } finally {
      await page.close();
    }
  });

  it('every story has zero violations in English (light and dark), Arabic (dark) and German (light)', async () => {
    const queue = [...stories];
    const failures: string[] = [];
    let passedRules = 0;
    /** Where the time goes, summed over both pages (A11Y_TIMING=1 prints it). */
    const axeMs = { english: 0, languages: 0, switching: 0 };

    async function work(): Promise<void> {
      const page = await newCheckingPage();
      try {
        for (let story = queue.shift(); story; story = queue.shift()) {
          const started = Date.now();
          try {
            await openStory(page, server!.url, story);
          } catch (error) {
            failures.push(`${story.id}: did not render: ${(error as Error).message.split('\n')[0]}`);
            continue;
          }
          let shown: StoryLocale = 'en';
          for (const { locale, theme } of PASSES) {
            const pass = `${story.id} (${locale}, ${theme})`;
            if (locale !== shown) {
              try {
                const switchStarted = Date.now();
                await switchStoryLocale(page, locale);
                axeMs.switching += Date.now() - switchStarted;
                shown = locale;
              } catch (error) {
                failures.push(`${pass}: did not switch language: ${(error as Error).message.split('\n')[0]}`);
                break;
              }
            }
            // A host that Ladle re-rendered while axe ran is back in the story's own theme, and what axe saw of it
            // is not this theme: once more, then it is a failure.
            for (let attempt = 1; ; attempt += 1) {
              await applyTheme(page, theme);
              await settleAnimations(page);
              const passStarted = Date.now();
              const results = await runAxe(page, { axeUrl: server!.url + AXE_PATH, ...(locale === 'en' ? {} : { disableRules: LANGUAGE_PASS_SKIPS }) });
              axeMs[locale === 'en' ? 'english' : 'languages'] += Date.now() - passStarted;
              const themes = await hostThemes(page);
              if (themes.some((mode) => mode !== theme)) {
                if (attempt < 2) {
                  console.warn(`${pass}: a host re-rendered during the check; checking again`);
                  continue;
                }
                failures.push(`${pass}: hosts show ${themes.join(', ')}`);
              }
              passedRules += results.passes.length;
              if (results.violations.length > 0) failures.push(formatViolations(results.violations, `${pass}: `));
              // Contrast that axe cannot measure is contrast nobody checked (a pseudo-element behind the text hid
              // the modal's whole palette from it once): that is a failure too.
              const unmeasured = results.incomplete.filter((rule) => rule.id === 'color-contrast' && rule.nodes.some((node) => /pseudo element/.test(node.failureSummary ?? '')));
              if (unmeasured.length > 0) failures.push(`${pass}: ${formatViolations(unmeasured)}`);
              break;
            }
          }
          if (process.env.A11Y_TIMING) console.log(`${story.id}: ${Date.now() - started} ms`);
        }
      } finally {
        await page.close();
      }
    }

    await Promise.all(Array.from({ length: WORKERS }, () => work()));
    if (process.env.A11Y_TIMING) console.log(`axe in English ${axeMs.english} ms, in Arabic and German ${axeMs.languages} ms, switching languages ${axeMs.switching} ms (both pages)`);
    expect(failures, `axe found violations:\n${failures.join('\n')}`).toEqual([]);
    expect(passedRules).toBeGreaterThan(stories.length * PASSES.length);
    // Stories are offline: anything that tried to leave the machine was blocked, and is worth knowing about.
    if (offMachine.size > 0) console.warn(`stories asked for ${offMachine.size} off-machine addresses (not resolved), e.g. ${[...offMachine][0]}`);
    // Generous: it runs beside the unit files on a two-core machine (the 'stories' project).
  }, 300_000);
});
