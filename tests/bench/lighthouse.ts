import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import desktopConfig from 'lighthouse/core/config/desktop-config.js'
import { computeMedianRun, filterToValidRuns } from 'lighthouse/core/lib/median-run.js'
import type Result from 'lighthouse/types/lhr/lhr'

import { chromiumArgs, chromiumExecutable } from '../e2e/browser'

export type LighthouseResult = {
  performance: number
  fcpMs: number
  lcpMs: number
  tbtMs: number
  cls: number
  transferKb: number
  /**
   * Every valid run's performance score (the figures above are those of the median run), and
   * why any other run was left out.
   */
  scores: string
}

type RunOptions = {
  /** For a front whose certificate was made for the run. */
  ignoreCertificateErrors?: boolean
  /** How many times slower than this machine the simulated phone's CPU is (Lighthouse: 4). */
  cpuSlowdown?: number
}

export async function runLighthouseOnce(
  url: string,
  formFactor: 'mobile' | 'desktop',
  { ignoreCertificateErrors = false, cpuSlowdown }: RunOptions,
): Promise<Result | undefined> {
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumExecutable(),
    chromeFlags: [
      '--headless=new',
      ...chromiumArgs,
      ...(ignoreCertificateErrors ? ['--ignore-certificate-errors'] : []),
    ],
  })
  try {
    const result = await lighthouse(
      url,
      {
        port: chrome.port,
        onlyCategories: ['performance'],
        logLevel: 'error',
        ...(cpuSlowdown ? { throttling: { cpuSlowdownMultiplier: cpuSlowdown } } : {}),
      },
      formFactor === 'desktop' ? desktopConfig : undefined,
    )
    return result?.lhr
  } finally {
    chrome.kill()
  }
}

export const performanceScore = (lhr: Result) =>
  Math.round((lhr.categories.performance.score ?? 0) * 100)

/** The runs Lighthouse could not measure (a page load that failed, a missing metric), and why. */
export function leftOut(results: (Result | undefined)[], valid: Result[]): string {
  const reasons = results
    .filter((lhr) => !lhr || !valid.includes(lhr))
    .map((lhr) => (lhr ? (lhr.runtimeError?.code ?? 'metrics missing') : 'no result'))
  return reasons.length > 0 ? `(left out: ${reasons.join(', ')})` : ''
}

/**
 * Lighthouse with its default (simulated) throttling, on Debian's or Playwright's Chromium,
 * `runs` times: one run's score moves by several points with the machine's load, so the figures
 * are those of Lighthouse's own median run (closest to the median FCP and time to interactive).
 */
export async function runLighthouse(
  url: string,
  formFactor: 'mobile' | 'desktop',
  runs: number,
  options: RunOptions = {},
): Promise<LighthouseResult> {
  const results: (Result | undefined)[] = []
  for (let run = 0; run < runs; run++)
    results.push(await runLighthouseOnce(url, formFactor, options))
  const valid = filterToValidRuns(results.filter((lhr) => lhr !== undefined))
  if (valid.length === 0) throw new Error(`Lighthouse measured nothing on ${url} in ${runs} runs`)
  const median = computeMedianRun(valid)
  const { audits } = median
  return {
    performance: performanceScore(median),
    fcpMs: Math.round(audits['first-contentful-paint'].numericValue ?? NaN),
    lcpMs: Math.round(audits['largest-contentful-paint'].numericValue ?? NaN),
    tbtMs: Math.round(audits['total-blocking-time'].numericValue ?? NaN),
    cls: Math.round((audits['cumulative-layout-shift'].numericValue ?? NaN) * 1000) / 1000,
    transferKb: Math.round((audits['total-byte-weight'].numericValue ?? NaN) / 1024),
    scores: [valid.map(performanceScore).join(' '), leftOut(results, valid)]
      .filter(Boolean)
      .join(' '),
  }
}
