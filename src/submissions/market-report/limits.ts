/** How long, and how many times, an e-mailed link serves its report (also what its texts say). */
export const linkValidDays = 7
export const maxDownloads = 5
