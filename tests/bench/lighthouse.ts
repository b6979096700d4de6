import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import desktopConfig from 'lighthouse/core/config/desktop-config.js'

import { chromiumArgs, chromiumExecutable } from '../e2e/browser'

export type LighthouseResult = {
  performance: number
  lcpMs: number
  tbtMs: number
  cls: number
  transferKb: number
}

/** Lighthouse with its default (simulated) throttling, on Debian's or Playwright's Chromium. */
export async function runLighthouse(
  url: string,
  formFactor: 'mobile' | 'desktop',
): Promise<LighthouseResult> {
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumExecutable(),
    chromeFlags: ['--headless=new', ...chromiumArgs],
  })
  try {
    const result = await lighthouse(
      url,
      { port: chrome.port, onlyCategories: ['performance'], logLevel: 'error' },
      formFactor === 'desktop' ? desktopConfig : undefined,
    )
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`)
    const { audits, categories } = result.lhr
    return {
      performance: Math.round((categories.performance.score ?? 0) * 100),
      lcpMs: Math.round(audits['largest-contentful-paint'].numericValue ?? NaN),
      tbtMs: Math.round(audits['total-blocking-time'].numericValue ?? NaN),
      cls: Math.round((audits['cumulative-layout-shift'].numericValue ?? NaN) * 1000) / 1000,
      transferKb: Math.round((audits['total-byte-weight'].numericValue ?? NaN) / 1024),
    }
  } finally {
    chrome.kill()
  }
}
