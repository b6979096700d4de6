import { checkStorage, latency, printReport, statusTally } from './figures'
import { loadClients, runLoad } from './load'
import { expect, test } from './stack'

test(`${loadClients}: no 5xx, every acknowledged submission stored exactly once`, async ({
  stack,
}, testInfo) => {
  const load = await runLoad(stack.app.url)
  const storage = await checkStorage(stack.database, load.fills)
  await testInfo.attach('load.json', {
    body: JSON.stringify(load),
    contentType: 'application/json',
  })
  const pages = load.outcomes.filter((outcome) => outcome.kind === 'page')
  const submissions = load.outcomes.filter((outcome) => outcome.kind === 'submission')
  const elapsedSeconds = (load.endedAt - load.startedAt) / 1000
  printReport(`Steady load: ${loadClients}`, [['whole run', load.outcomes]], storage, [
    `pages: ${Math.round(pages.length / elapsedSeconds)}/s, ${latency(pages)} (${statusTally(pages)})`,
    `submissions: ${Math.round(submissions.length / elapsedSeconds)}/s, ${latency(submissions)} (${statusTally(submissions)})`,
  ])

  // Nothing is wrong with the system, so every request must simply succeed.
  expect(statusTally(pages), 'what the browsing clients were answered').toBe(`200×${pages.length}`)
  expect(statusTally(submissions), 'what the submitting clients were answered').toBe(
    `201×${submissions.length}`,
  )
  expect(storage.acknowledged).toBeGreaterThan(0)
  expect(storage.lost, 'acknowledged submissions not stored').toEqual([])
  expect(storage.doubled, 'submissions stored twice').toEqual([])
})
