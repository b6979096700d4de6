/** The build the suite serves, apart from the e2e tests' (.next) and the bench's. */
export const distDir = '.next-resilience'
