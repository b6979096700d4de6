import { sharedDistDir } from '../helpers/production-build'

/** The build the suite serves: the one the e2e and scale-out suites serve too. */
export const distDir = sharedDistDir
