// Test-runner commands for the one-screen tests (test/elements/game-screens.ts): a screenshot of the page
// saved under test-results/, and a finger's tap, sent to Chromium as real touch input (so the page sees
// pointerType "touch" and the tap gesture, as on a phone) without reopening the page with `hasTouch`.
import { mkdir } from 'node:fs/promises';
import { dirname, relative, resolve } from 'node:path';

const results = resolve('test-results');
const sessions = new WeakMap();

/** The Chrome DevTools session of a test page, opened once. */
async function cdp(page) {
  if (!sessions.has(page)) {
    const session = await page.context().newCDPSession(page);
    await session.send('Emulation.setTouchEmulationEnabled', { enabled: true, maxTouchPoints: 5 });
    sessions.set(page, session);
  }
  return sessions.get(page);
}

export function screenCommandsPlugin() {
  return {
    name: 'screen-commands',
    async executeCommand({ command, payload, session }) {
      if (command !== 'save-screenshot' && command !== 'touch-tap') return undefined;
      if (session.browser.type !== 'playwright') throw new Error(`${command} needs the Playwright launcher`);
      const page = session.browser.getPage(session.id);
      if (command === 'save-screenshot') {
        const path = resolve(results, payload.name);
        if (relative(results, path).startsWith('..'))
          throw new Error(`a screenshot goes under test-results/, not ${payload.name}`);
        await mkdir(dirname(path), { recursive: true });
        await page.screenshot({ path });
        return true;
      }
      const touch = await cdp(page);
      const point = { x: payload.x, y: payload.y };
      await touch.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [point] });
      await touch.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
      return true;
    },
  };
}
