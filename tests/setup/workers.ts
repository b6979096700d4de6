/** How many processes run the integration test files at once, each on a database of its own. */
export const integrationWorkers = 2
