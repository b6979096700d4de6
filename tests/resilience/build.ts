/** Playwright global setup: the shared production build (tests/helpers/production-build.ts). */
import { freshProductionBuild } from '../helpers/production-build'

export default async function build() {
  await freshProductionBuild()
}
