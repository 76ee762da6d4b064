import { chromium } from 'playwright-core';
import { preview } from 'vite';
const server = await preview({ configFile: false, root: process.cwd(), appType: 'spa', logLevel: 'warn', build: { outDir: 'dist-perf' }, preview: { host: '127.0.0.1', port: 0, strictPort: true } });
const port = (server.httpServer.address() as any).port;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
for (const route of process.argv.slice(2)) {
  const ctx = await browser.newContext({ viewport: { width: 412, height: 823 } });
  await ctx.route((u) => /^\/(api|storage)\//.test(u.pathname) || (process.env.NOJS === "1" && /\.js$/.test(u.pathname)), () => undefined);
  await ctx.addInitScript(() => {
    (window as any).__lcp = [];
    new PerformanceObserver((l) => l.getEntries().forEach((e: any) => (window as any).__lcp.push(`${Math.round(e.startTime)} ${e.size} ${e.element?.tagName}.${e.element?.className} ${e.url?.slice(0, 30)}`))).observe({ type: 'largest-contentful-paint', buffered: true });
  });
  const page = await ctx.newPage();
  const cdp = await ctx.newCDPSession(page);
  if (process.env.THROTTLE) await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.goto(`http://127.0.0.1:${port}${route}`);
  await page.waitForTimeout(4000);
  console.log(route, await page.evaluate(() => [(window as any).__lcp, performance.getEntriesByType('paint').map((e) => `${e.name}:${Math.round(e.startTime)}`)]));
  await ctx.close();
}
await browser.close(); await server.close();
